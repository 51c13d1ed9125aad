import { Link } from 'react-router-dom';
import type { ActivityEntry } from '@dds/shared/schemas/account';
import { Button, PageTitle, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { formatIst } from '../../ui/format';
import { colors, media } from '../../ui/theme';
import { DataTable, type Column } from '../data-table';
import { Pagination } from '../data-table';
import { useActivityParams } from './activity-params';
import { changesOf } from './activity-changes';
import { ActivityChanges } from './change-list';
import {
  actionOptions,
  describeActivityParts,
  isKnownAction,
  parseDetail,
  unknownActionLabel,
  type ActivityWords,
} from './activity-wording';
import { ActionCode } from './action-code';
import { useActivityWords } from './activity-words';
import { useAdminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { LoadFailed } from '../../ui/load-failed';
import { uiText } from '../../ui/ui-text';
import { useMemo } from 'react';
import { useActivityPage } from './use-activity-page';

const columnsIn = (w: ActivityWords): Column<ActivityEntry>[] => [
  {
    key: 'at',
    header: w.t('activity.col.when'),
    render: (e) => (
      <time dateTime={e.at} css={{ whiteSpace: 'nowrap' }}>
        {formatIst(e.at)}
      </time>
    ),
  },
  { key: 'actor', header: w.t('activity.col.who'), wide: true, render: (e) => e.actor },
  {
    key: 'what',
    header: w.t('activity.col.what'),
    wide: true,
    card: 'block',
    render: (e) => (
      <>
        {describeActivityParts(e, w).map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : 'code' in part ? (
            <ActionCode key={i} code={part.code} />
          ) : part.href ? (
            // A long name wraps inside the cell rather than widening the table.
            <Link key={i} to={part.href} css={{ color: colors.focus, overflowWrap: 'anywhere' }}>
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
        <ActivityChanges changes={changesOf(parseDetail(e.detail), w)} />
      </>
    ),
  },
  {
    key: 'ip',
    header: w.t('activity.col.ip'),
    render: (e) => <span css={{ color: colors.muted }}>{e.ip ?? '—'}</span>,
  },
];

/** The audit log the server writes: who did what, when, newest first, by person and by action. */
export function ActivityView() {
  const { params, setPage, setPageSize, setFilter, clear } = useActivityParams();
  const { loading, data, error, people, reload } = useActivityPage(params);
  const items = data?.items ?? [];
  const language = usePanelLanguage((s) => s.language);
  const w = useActivityWords();
  const t = w.t;
  const ui = useAdminText(uiText);
  const columns = useMemo(() => columnsIn(w), [w]);
  const known = useMemo(() => actionOptions(w, language), [w, language]);
  const narrowed = params.actor !== '' || params.action !== '';
  // A person or action from the URL that the lists do not know yet still shows as chosen.
  const personOptions = params.actor && !people.includes(params.actor) ? [params.actor, ...people] : people;
  const options: Array<{ value: string; label: string }> =
    params.action && !isKnownAction(params.action)
      ? [{ value: params.action, label: unknownActionLabel(params.action, w) }, ...known]
      : known;

  return (
    <section aria-labelledby="activity-title">
      <PageTitle id="activity-title" css={{ marginBottom: 4 }}>
        {t('activity.title')}
      </PageTitle>
      <p css={{ margin: '0 0 16px', color: colors.muted }}>{t('activity.lead')}</p>
      <div
        role="search"
        aria-label={t('activity.filter')}
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 12,
          alignItems: 'end',
          marginBottom: 16,
          [media.narrow]: { gridTemplateColumns: '1fr' },
        }}
      >
        <Field label={t('activity.person')}>
          <Select value={params.actor} onChange={(e) => setFilter('actor', e.target.value)}>
            <option value="">{t('activity.everyone')}</option>
            {personOptions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('activity.action')}>
          <Select value={params.action} onChange={(e) => setFilter('action', e.target.value)}>
            <option value="">{t('activity.allActions')}</option>
            {options.map((o) => (
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
            {ui('common.loading')}
          </p>
        )}
        {error && <LoadFailed say={(values) => t('activity.loadFailed', values)} error={error} onRetry={reload} />}
        {!loading && !error && data && items.length === 0 && (
          <p css={{ margin: 0 }}>
            {data.total > 0 ? (
              <>
                {t('activity.nothingOnPage', { page: params.page })}{' '}
                <Button type="button" onClick={() => setPage(1)}>
                  {t('activity.firstPage')}
                </Button>
              </>
            ) : narrowed ? (
              <>
                {t('activity.noMatch')}{' '}
                <Button type="button" onClick={clear}>
                  {t('activity.showAll')}
                </Button>
              </>
            ) : (
              t('activity.none')
            )}
          </p>
        )}
      </div>
      {items.length > 0 && (
        <div css={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <DataTable caption={t('activity.caption')} items={items} columns={columns} />
        </div>
      )}
      {data && data.total > 0 && (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          noun={t('activity.noun')}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      )}
    </section>
  );
}
