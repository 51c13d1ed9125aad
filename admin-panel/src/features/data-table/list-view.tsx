import { exportCsvUrl, type AdminListName } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { Button, ButtonLink, Notice, PageTitle, VisuallyHidden } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { DataTable, type Column } from './data-table';
import { hasNarrowing, toListQuery, useListParams } from './list-params';
import { ListToolbar, type FilterDef } from './list-toolbar';
import { Pagination } from './pagination';
import { useListPage, type ItemOf } from './use-list-page';

export interface RowActions<T> {
  /** Put the server's answer to an edit into the table without refetching the page. */
  replace: (item: T) => void;
  reload: () => void;
}

interface Props<L extends AdminListName> {
  list: L;
  title: string;
  /** Plural noun for labels: "inquiries". */
  noun: string;
  emptyMessage: string;
  filters?: FilterDef[];
  /** Placeholder of the search box: what the server searches in. */
  searchHint?: string;
  columns: (actions: RowActions<ItemOf<L>>) => Column<ItemOf<L>>[];
}

/** The screen every admin list shares: toolbar, states, table/cards and pages, all driven by the URL. */
export function ListView<L extends AdminListName>({ list, title, noun, emptyMessage, filters = [], searchHint = 'Name, email or phone', columns }: Props<L>) {
  const { params, setPage, setPageSize, setQuery, setFilter, setSort, clearAll } = useListParams();
  const { loading, data, error, reload, replaceItem } = useListPage(list, params);
  const items = data?.items ?? [];
  const narrowed = hasNarrowing(params);

  return (
    <section aria-labelledby="list-title">
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <PageTitle id="list-title" css={{ margin: 0 }}>
          {title}
        </PageTitle>
        {/* All rows matching the current search and filters, not only this page. The spoken name starts
            with the visible words, so voice control ("click Export CSV") finds it (WCAG 2.5.3). */}
        <ButtonLink href={exportCsvUrl(list, toListQuery(params))} download css={{ textDecoration: 'none' }}>
          Export CSV<VisuallyHidden> of these {noun} (every matching row, opens in Excel)</VisuallyHidden>
        </ButtonLink>
      </div>
      <ListToolbar
        noun={noun}
        params={params}
        filters={filters}
        searchHint={searchHint}
        onQuery={setQuery}
        onFilter={setFilter}
        onSort={setSort}
      />
      <div aria-live="polite" css={{ marginBottom: 12, display: 'grid', gap: 8 }}>
        {loading && (
          <p role="status" css={{ margin: 0, color: colors.muted }}>
            {MESSAGES.loading}
          </p>
        )}
        {error && (
          <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 }}>
            <span>
              Could not load the {noun}. {error}
            </span>
            <Button type="button" onClick={reload}>
              Try again
            </Button>
          </Notice>
        )}
        {!loading && !error && data && items.length === 0 && (
          <EmptyState page={params.page} total={data.total} narrowed={narrowed} emptyMessage={emptyMessage} noun={noun} onFirstPage={() => setPage(1)} onClear={clearAll} />
        )}
      </div>
      {items.length > 0 && (
        <div css={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <DataTable
            caption={title}
            items={items}
            columns={columns({ replace: replaceItem, reload })}
            // The headers and the toolbar's Sort-by box drive the same URL state.
            sort={{ field: params.sort, order: params.order }}
            onSort={(next) => setSort(next.field, next.order)}
          />
        </div>
      )}
      {data && data.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={data.total} noun={noun} onPage={setPage} onPageSize={setPageSize} />
      )}
    </section>
  );
}

function EmptyState(props: { page: number; total: number; narrowed: boolean; emptyMessage: string; noun: string; onFirstPage: () => void; onClear: () => void }) {
  if (props.total > 0) {
    return (
      <p css={{ margin: 0 }}>
        There is nothing on page {props.page}. <Button type="button" onClick={props.onFirstPage}>Go to page 1</Button>
      </p>
    );
  }
  if (props.narrowed) {
    return (
      <p css={{ margin: 0 }}>
        No {props.noun} match your search or filters. <Button type="button" onClick={props.onClear}>Clear search and filters</Button>
      </p>
    );
  }
  // SPEC.md §2: the exact empty-state message.
  return <p css={{ margin: 0, fontSize: 16 }}>{props.emptyMessage}</p>;
}
