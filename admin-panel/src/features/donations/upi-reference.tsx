import { colors } from '../../ui/theme';

/**
 * A UPI reference, with a "Duplicate" badge when another donation carries the same one: two donors
 * citing one payment means one of the screenshots is not what it claims. The badge's spoken text says so.
 */
export function UpiReference({ value, duplicate }: { value: string | null; duplicate: boolean }) {
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      <span css={{ fontVariantNumeric: 'tabular-nums' }}>{value || '-'}</span>
      {duplicate && (
        <span
          role="img"
          aria-label="Duplicate: this UPI reference is also on another donation"
          title="This UPI reference is also on another donation"
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
        >
          Duplicate
        </span>
      )}
    </span>
  );
}
