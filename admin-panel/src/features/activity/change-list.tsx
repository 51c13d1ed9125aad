import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import type { FieldChange } from './activity-changes';
import { activityText } from './activity-text';

const box = {
  display: 'block',
  minWidth: 0,
  padding: '1px 6px',
  borderRadius: 4,
  // Long values (an address, a course's description) wrap inside the cell and keep their own lines.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;
const word = { color: colors.muted, fontSize: 13, lineHeight: '22px' } as const;

/**
 * Each changed field: its name, then its value before and after, one under the other (a
 * multi-line address side by side would not fit a 360 px phone). Words, not only colours, say
 * which is which.
 */
export function ActivityChanges({ changes }: { changes: FieldChange[] }) {
  const t = useAdminText(activityText);
  if (!changes.length) return null;
  return (
    <dl css={{ margin: '6px 0 0', display: 'grid', gap: 8, fontSize: 14, color: colors.text }}>
      {changes.map((c) => (
        <div key={c.field} css={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <dt lang={c.labelLang} css={{ fontWeight: 600 }}>
            {c.label}
          </dt>
          <dd
            css={{
              margin: 0,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: '2px 8px',
              alignItems: 'start',
              lineHeight: '22px',
            }}
          >
            <span css={word}>{t('change.before')}</span>
            <span data-change="before" css={{ ...box, background: colors.dangerBg, color: '#7f1d1d' }}>
              {c.before}
            </span>
            <span css={word}>
              <span aria-hidden="true">→ </span>
              {t('change.after')}
            </span>
            <span data-change="after" css={{ ...box, background: colors.successBg, color: colors.success }}>
              {c.after}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
