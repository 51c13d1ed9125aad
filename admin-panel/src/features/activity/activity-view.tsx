import { Link } from 'react-router-dom';
import { MESSAGES } from '@dds/shared/messages';
import type { ActivityEntry } from '@dds/shared/schemas/account';
import { Button, Notice, PageTitle, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { formatIst } from '../../ui/format';
import { colors, media } from '../../ui/theme';
import { DataTable, type Column } from '../data-table';
import { Pagination } from '../data-table';
import { useActivityParams } from './activity-params';
import { changesOf } from './activity-changes';
import { ActivityChanges } from './change-list';
import { ACTION_OPTIONS, ACTIVITY_WORDING, describeActivityParts, parseDetail } from './activity-wording';
import { useActivityPage } from './use-activity-page';

const COLUMNS: Column<ActivityEntry>[] = [
  {
    key: 'at',
    header: 'When (IST)',
    render: (e) => (
      <time dateTime={e.at} css={{ whiteSpace: 'nowrap' }}>
        {formatIst(e.at)}
      </time>
    ),
  },
  { key: 'actor', header: 'Who', wide: true, render: (e) => e.actor },
  {
    key: 'what',
    header: 'What',
    wide: true,
    card: 'block',
    render: (e) => (
      <>
        {describeActivityParts(e).map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : part.href ? (
            // A long name wraps inside the cell rather than widening the table.
            <Link key={i} to={part.href} css={{ color: colors.focus, overflowWrap: 'anywhere' }}>
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
        <ActivityChanges changes={changesOf(parseDetail(e.detail))} />
      </>
    ),
  },
  { key: 'ip', header: 'IP address', render: (e) => <span css={{ color: colors.muted }}>{e.ip ?? '—'}</span> },
];

/** The audit log the server writes: who did what, when, newest first, by person and by action. */
export function ActivityView() {
  const { params, setPage, setPageSize, setFilter, clear } = useActivityParams();
  const { loading, data, error, people, reload } = useActivityPage(params);
  const items = data?.items ?? [];
  const narrowed = params.actor !== '' || params.action !== '';
  // A person or action from the URL that the lists do not know yet still shows as chosen.
  const personOptions = params.actor && !people.includes(params.actor) ? [params.actor, ...people] : people;
  const actionOptions: Array<{ value: string; label: string }> =
    params.action && !ACTIVITY_WORDING[params.action]
      ? [{ value: params.action, label: params.action }, ...ACTION_OPTIONS]
      : ACTION_OPTIONS;

  return (
    <section aria-labelledby="activity-title">
      <PageTitle id="activity-title" css={{ marginBottom: 4 }}>
        Activity
      </PageTitle>
      <p css={{ margin: '0 0 16px', color: colors.muted }}>
        What was done in this panel, by whom and when (India time), newest first.
      </p>
      <div
        role="search"
        aria-label="Filter activity"
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 12,
          alignItems: 'end',
          marginBottom: 16,
          [media.narrow]: { gridTemplateColumns: '1fr' },
        }}
      >
        <Field label="Person">
          <Select value={params.actor} onChange={(e) => setFilter('actor', e.target.value)}>
            <option value="">Everyone</option>
            {personOptions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Action">
          <Select value={params.action} onChange={(e) => setFilter('action', e.target.value)}>
            <option value="">All actions</option>
            {actionOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div aria-live="polite" css={{ marginBottom: 12, display: 'grid', gap: 8 }}>
        {loading && (
          <p role="status" css={{ margin: 0, color: colors.muted }}>
            {MESSAGES.loading}
          </p>
        )}
        {error && (
          <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 }}>
            <span>Could not load the activity. {error}</span>
            <Button type="button" onClick={reload}>
              Try again
            </Button>
          </Notice>
        )}
        {!loading && !error && data && items.length === 0 && (
          <p css={{ margin: 0 }}>
            {data.total > 0 ? (
              <>
                There is nothing on page {params.page}.{' '}
                <Button type="button" onClick={() => setPage(1)}>
                  Go to page 1
                </Button>
              </>
            ) : narrowed ? (
              <>
                Nothing matches this person and action.{' '}
                <Button type="button" onClick={clear}>
                  Show all activity
                </Button>
              </>
            ) : (
              'Nothing has been done in the panel yet.'
            )}
          </p>
        )}
      </div>
      {items.length > 0 && (
        <div css={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <DataTable caption="Activity, newest first" items={items} columns={COLUMNS} />
        </div>
      )}
      {data && data.total > 0 && (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          noun="activity"
          onPage={setPage}
          onPageSize={setPageSize}
        />
      )}
    </section>
  );
}
