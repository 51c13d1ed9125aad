import { colors } from '../../ui/theme';
import { describeHistoryParts, type PersonOf } from './history-wording';
import { ActionCode, useActivityWords } from '../activity';
import { formatWhen } from '../../ui/format';
import type { HistoryEntry } from './record-api';
import type { ResourceDefinition } from '@dds/shared/resources';
import { useAdminText } from '../../i18n/admin-text';
import { recordText } from './record-text';

/** Who changed what, when (the audit log for this record), newest first, ending with its arrival. */
export function RecordHistory({
  def,
  history,
  receivedAt,
  person,
}: {
  def: ResourceDefinition;
  history: HistoryEntry[];
  receivedAt: unknown;
  person?: PersonOf;
}) {
  const t = useAdminText(recordText);
  const words = useActivityWords();
  return (
    <ol aria-label={t('history.label')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 }}>
      {history.map((entry, i) => (
        <li
          key={`${entry.at}-${i}`}
          css={{ padding: '10px 0', borderBottom: '1px solid #e5e7eb', display: 'grid', gap: 2 }}
        >
          <span css={{ overflowWrap: 'anywhere' }}>
            {describeHistoryParts(def, entry, person, t, words).map((part, p) =>
              typeof part === 'string' ? part : <ActionCode key={p} code={part.code} />,
            )}
          </span>
          <span css={{ fontSize: 13, color: colors.muted, overflowWrap: 'anywhere' }}>
            <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {entry.actor}
          </span>
        </li>
      ))}
      {typeof receivedAt === 'string' && (
        <li css={{ padding: '10px 0', display: 'grid', gap: 2 }}>
          <span>{t('history.received')}</span>
          <span css={{ fontSize: 13, color: colors.muted }}>
            <time dateTime={receivedAt}>{formatWhen(receivedAt)}</time>
          </span>
        </li>
      )}
    </ol>
  );
}
