import { useAdminText } from '../../i18n/admin-text';
import { colors } from '../../ui/theme';
import { donationsText } from './donations-text';

/**
 * A UPI reference, with a "Duplicate" badge when another donation carries the same one: two donors
 * citing one payment means one of the screenshots is not what it claims. The badge's spoken text says so.
 */
export function UpiReference({ value, duplicate }: { value: string | null; duplicate: boolean }) {
  const t = useAdminText(donationsText);
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      <span css={{ fontVariantNumeric: 'tabular-nums' }}>{value || '-'}</span>
      {duplicate && (
        <span
          role="img"
          aria-label={t('upi.duplicateLabel')}
          title={t('upi.duplicateTitle')}
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
          {t('upi.duplicate')}
        </span>
      )}
    </span>
  );
}
