import { VisuallyHidden } from '../../ui/controls';
import { colors } from '../../ui/theme';
import type { FieldChange } from './activity-changes';

const value = {
  padding: '0 4px',
  borderRadius: 4,
  // Long values (an address, a course's description) wrap inside the cell, keeping their own lines.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/** Each changed field: its name, then before → after, readable on a 360 px phone. */
export function ActivityChanges({ changes }: { changes: FieldChange[] }) {
  if (!changes.length) return null;
  return (
    <dl css={{ margin: '6px 0 0', display: 'grid', gap: 6, fontSize: 14, color: colors.text }}>
      {changes.map((c) => (
        <div key={c.field} css={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <dt css={{ fontWeight: 600, color: colors.muted }}>{c.label}</dt>
          <dd css={{ margin: 0, minWidth: 0, lineHeight: 1.6 }}>
            <VisuallyHidden>from </VisuallyHidden>
            <span data-change="before" css={{ ...value, background: colors.dangerBg, color: '#7f1d1d' }}>
              {c.before}
            </span>
            <span aria-hidden="true" css={{ margin: '0 6px', color: colors.muted }}>
              →
            </span>
            <VisuallyHidden> to </VisuallyHidden>
            <span data-change="after" css={{ ...value, background: colors.successBg, color: colors.success }}>
              {c.after}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
