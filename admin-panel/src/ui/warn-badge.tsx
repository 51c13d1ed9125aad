import type { ComponentProps, ReactNode } from 'react';
import { colors } from './theme';

/**
 * A value the office should look at twice, and the badge that says why beside it ("Check number",
 * "Duplicate"): one look for every such warning, wrapping under the value in a narrow column.
 */
export function FlaggedValue({ children, badge }: { children: ReactNode; badge: ReactNode }) {
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      {children}
      {badge}
    </span>
  );
}

/** The warning badge: a small pill in the warning colours; its title or spoken label explains it. */
export function WarnBadge(props: ComponentProps<'span'>) {
  return (
    <span
      {...props}
      css={{
        display: 'inline-block',
        padding: '1px 8px',
        borderRadius: 999,
        background: colors.warnBg,
        color: colors.warnText,
        fontSize: 12,
        fontWeight: 700,
        border: `1px solid ${colors.warnText}`,
      }}
    />
  );
}
