import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { can } from '@dds/shared/schemas/permissions';
import { useAdminText, type Translate } from '../../i18n/admin-text';
import { Button, Notice, PageTitle, TitleRow, VisuallyHidden } from '../../ui/controls';
import { LoadFailed } from '../../ui/load-failed';
import { OwnerOnlyButton, useOwnerOnlyReason } from '../../ui/owner-only-button';
import { colors, media } from '../../ui/theme';
import { uiText } from '../../ui/ui-text';
import { useSession } from '../auth';
import { BulkBar } from './bulk-bar';
import { DataTable, type Column } from './data-table';
import { EmptyTrash } from './empty-trash';
import { ExportChoices } from './export-choices';
import { FilterChips } from './filter-chips';
import { exportUrl } from './list-api';
import { hasNarrowing, toListQuery, useListParams } from './list-params';
import { listText } from './list-text';
import { ListToolbar, type FilterDef } from './list-toolbar';
import { Pagination } from './pagination';
import { resourceColumns, type CustomCells, type Row, type RowActions } from './resource-columns';
import { useResourceInLanguage } from './resource-text';
import { SelectAllMatching } from './select-all-matching';
import { useFilterDefs } from './use-filter-defs';
import { useListPage } from './use-list-page';
import { useSelection } from './use-selection';

export type { RowActions } from './resource-columns';

/** The Trash switch is a link (its own URL, ?trash=1) that looks like a button. */
const RouterButtonLink = Button.withComponent(Link);

interface Props<T extends Row> {
  resource: ResourceDefinition;
  /** Select filters beyond the definition's (admissions: mode). */
  extraFilters?: FilterDef[];
  /** The list's own cells for some fields (donations: verified toggle, duplicate badge). */
  cells?: CustomCells<T>;
  /** Columns after the definition's (certificates: replace / delete). */
  extraColumns?: (actions: RowActions<T>) => Column<T>[];
  /** Whether rows link to a record view at `<adminPath>/<id>`. */
  recordLinks?: boolean;
}

/**
 * The screen every admin list shares, driven by the list's resource definition and the URL: title,
 * search, filters (with chips), the few deciding columns, row selection with bulk actions and Undo,
 * the Trash, and page numbers. Its words are the admin's language's (./list-text.ts, and the
 * definition's through ./resource-text.ts); the empty list's and the search box's are per list there.
 */
export function ListView<T extends Row>({
  resource: definition,
  extraFilters,
  cells,
  extraColumns,
  recordLinks = true,
}: Props<T>) {
  // The definition in the panel's language; the Trash dialog and the bulk toasts keep the English one.
  const resource = useResourceInLanguage(definition);
  const t = useAdminText(listText);
  const ui = useAdminText(uiText);
  // Staff's "only an owner can…" is the server's refusal in the admin's language (ui/owner-only-button.tsx).
  const ownerOnly = useOwnerOnlyReason();
  const { params, setPage, setPageSize, setQuery, setFilter, setSort, setDates, clearAll } = useListParams();
  const { loading, data, error, reload, replaceItem } = useListPage(resource.name, params);
  const items = useMemo(() => (data?.items ?? []) as unknown as T[], [data]);
  const noun = resource.plural.toLowerCase();
  const narrowed = hasNarrowing(params);
  const filters = useFilterDefs(resource, extraFilters);
  const query = toListQuery(params);
  const pageIds = useMemo(() => items.map((i) => i.id), [items]);
  const selection = useSelection(pageIds, JSON.stringify(params), data?.latestId);
  const trash = params.trash && resource.softDelete;
  // Exports and Empty Trash are the owner's (the server refuses staff too): staff see why instead.
  const role = useSession((st) => st.role);
  const mayExport = can(role, 'exportPersonalData');
  const dateLabel = resource.fields.find((f) => f.key === 'createdAt')?.label ?? t('list.received');
  const title = trash ? t('list.trashTitle', { plural: resource.plural }) : resource.plural;

  const actions: RowActions<T> = { replace: replaceItem as unknown as (item: T) => void, reload };
  const columns = [
    ...resourceColumns<T>(resource, { actions, cells, recordLinks, trash, say: t }),
    ...(extraColumns && !trash ? extraColumns(actions) : []),
  ];
  const names = new Map(items.map((i) => [i.id, String(i[resource.titleField] ?? `#${i.id}`)]));

  return (
    // While rows are ticked a phone pins the bulk bar to the bottom of the screen; the list keeps room
    // for it below the last card and the page numbers (use-bar-room.ts measures it).
    <section
      aria-labelledby="list-title"
      css={{ [media.narrow]: { paddingBottom: 'var(--dds-bulk-bar-height, 0px)' } }}
    >
      <TitleRow css={{ gap: 8, marginBottom: 12 }}>
        <PageTitle id="list-title" css={{ margin: 0 }}>
          {title}
        </PageTitle>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {mayExport ? (
            <ExportChoices
              csvUrl={exportUrl(resource.apiPath, { matching: query })}
              xlsxUrl={exportUrl(resource.apiPath, { matching: query }, 'xlsx')}
              noun={noun}
            />
          ) : (
            <OwnerOnlyButton reason={ownerOnly('exportPersonalData')}>{t('export.csv')}</OwnerOnlyButton>
          )}
          {resource.softDelete && (
            <RouterButtonLink
              to={trash ? resource.adminPath : `${resource.adminPath}?trash=1`}
              css={{ textDecoration: 'none' }}
            >
              {trash ? t('list.backTo', { noun }) : t('list.trash')}
              {!trash && <VisuallyHidden>{t('list.trashHidden', { noun })}</VisuallyHidden>}
            </RouterButtonLink>
          )}
        </div>
      </TitleRow>
      {trash && data && data.total > 0 && (
        <Notice
          as="div"
          tone="info"
          css={{
            marginTop: 0,
            marginBottom: 12,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
          }}
        >
          <span>
            {t('list.trashLead', { noun })}
            {data.trashKeepDays ? t('list.trashKeep', { days: data.trashKeepDays }) : ''}
          </span>
          {can(role, 'emptyTrash') ? (
            <EmptyTrash resource={definition} shown={narrowed ? data.total : undefined} onEmptied={reload} />
          ) : (
            <span css={{ fontWeight: 600 }}>{ownerOnly('emptyTrash')}</span>
          )}
        </Notice>
      )}
      <ListToolbar
        noun={noun}
        params={params}
        filters={filters}
        searchHint={t(`list.searchHint.${definition.name}`)}
        dateFilter={resource.filters.includes('date')}
        dateLabel={dateLabel}
        onQuery={setQuery}
        onFilter={setFilter}
        onDates={setDates}
        onSort={setSort}
      />
      <FilterChips
        params={params}
        filters={filters}
        onQuery={setQuery}
        onFilter={setFilter}
        onDates={setDates}
        onClearAll={clearAll}
        dateLabel={dateLabel}
      />
      {/* No margin while it is empty: on a phone every pixel above the first card counts. */}
      <div aria-live="polite" css={{ marginBottom: 12, display: 'grid', gap: 8, '&:empty': { marginBottom: 0 } }}>
        {loading && (
          <p role="status" css={{ margin: 0, color: colors.muted }}>
            {ui('common.loading')}
          </p>
        )}
        {error && <LoadFailed what={noun} error={error} onRetry={reload} />}
        {!loading && !error && data && items.length === 0 && (
          <EmptyState
            page={params.page}
            total={data.total}
            narrowed={narrowed}
            emptyMessage={trash ? t('list.trashEmpty', { noun }) : t(`list.empty.${definition.name}`)}
            noun={noun}
            t={t}
            onFirstPage={() => setPage(1)}
            onClear={clearAll}
          />
        )}
      </div>
      {data && (
        <BulkBar
          resource={definition}
          selection={selection}
          total={data.total}
          query={query}
          trash={trash}
          onChanged={reload}
        />
      )}
      {items.length > 0 && (
        <div css={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <DataTable
            caption={title}
            items={items}
            columns={columns}
            // The headers and the toolbar's Sort-by box drive the same URL state.
            sort={{ field: params.sort, order: params.order }}
            onSort={(next) => setSort(next.field, next.order)}
            selection={{
              isSelected: (id) => selection.ids.has(id),
              toggle: selection.toggle,
              pageState: selection.pageState,
              togglePage: selection.togglePage,
              rowName: (id) => names.get(id) ?? `#${id}`,
              notice: data && <SelectAllMatching resource={definition} selection={selection} total={data.total} />,
            }}
          />
        </div>
      )}
      {data && data.total > 0 && (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          noun={noun}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      )}
    </section>
  );
}

function EmptyState(props: {
  page: number;
  total: number;
  narrowed: boolean;
  emptyMessage: string;
  noun: string;
  onFirstPage: () => void;
  onClear: () => void;
  t: Translate<typeof listText>;
}) {
  const { t } = props;
  if (props.total > 0) {
    return (
      <p css={{ margin: 0 }}>
        {t('list.nothingOnPage', { page: props.page })}{' '}
        <Button type="button" onClick={props.onFirstPage}>
          {t('list.firstPage')}
        </Button>
      </p>
    );
  }
  if (props.narrowed) {
    return (
      <p css={{ margin: 0 }}>
        {t('list.noMatch', { noun: props.noun })}{' '}
        <Button type="button" onClick={props.onClear}>
          {t('list.clearAll')}
        </Button>
      </p>
    );
  }
  // docs/contract.md §2: the exact empty-state message.
  return <p css={{ margin: 0, fontSize: 16 }}>{props.emptyMessage}</p>;
}
