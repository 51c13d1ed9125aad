import type { ResourceDefinition } from '@dds/shared/src/resources/resource-definition';
import { Button, ButtonLink } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { bulkChoices, countOf } from './bulk-actions';
import { exportUrl, type BulkTarget } from './list-api';
import type { ServerListQuery } from './list-params';
import { useBulkRun } from './use-bulk-run';
import type { Selection } from './use-selection';

interface Props {
  resource: ResourceDefinition;
  selection: Selection;
  /** Rows matching the filters (all pages). */
  total: number;
  pageSize: number;
  query: ServerListQuery;
  trash: boolean;
  onChanged: () => void;
}

/** The actions on the ticked rows; shown only while some are ticked. */
export function BulkBar({ resource, selection, total, pageSize, query, trash, onChanged }: Props) {
  const { run, busy, error } = useBulkRun(resource, onChanged);
  if (selection.count === 0) return null;
  const target: BulkTarget = selection.allMatching ? { matching: query } : { ids: [...selection.ids] };
  const chosen = selection.allMatching ? total : selection.count;
  const offerAll = selection.pageState === 'all' && !selection.allMatching && total > Math.min(pageSize, selection.count);

  return (
    <div
      role="region"
      aria-label={`Actions on selected ${resource.plural.toLowerCase()}`}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '10px 12px', marginBottom: 12, background: '#eef2ff', border: '1px solid #c7d2fe', borderRadius: 8 }}
    >
      <strong aria-live="polite" css={{ marginRight: 4 }}>
        {selection.allMatching ? `All ${countOf(resource, total)} matching selected` : `${countOf(resource, chosen)} selected`}
      </strong>
      {offerAll && (
        <Button type="button" onClick={selection.selectAllMatching}>
          Select all {countOf(resource, total)} matching
        </Button>
      )}
      {bulkChoices(resource, trash).map((choice) => {
        return (
          <Button
            key={choice.label}
            type="button"
            variant={choice.kind === 'delete' || choice.kind === 'spam' ? 'danger' : undefined}
            disabled={busy}
            onClick={() => void run(choice, target).then((done) => done && selection.clear())}
          >
            {choice.label}
          </Button>
        );
      })}
      <ButtonLink href={exportUrl(resource.apiPath, target)} download css={{ textDecoration: 'none' }}>
        Export selected
      </ButtonLink>
      <Button type="button" onClick={selection.clear}>
        Clear selection
      </Button>
      {busy && <span css={{ color: colors.muted }}>Working…</span>}
      {error && (
        <span role="alert" css={{ flexBasis: '100%', fontSize: 14, color: colors.danger }}>
          {error}
        </span>
      )}
    </div>
  );
}
