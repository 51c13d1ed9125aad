import { useAdminText } from '../../i18n/admin-text';
import { FlaggedValue, WarnBadge } from '../../ui/warn-badge';
import { donationsText } from './donations-text';

/**
 * A UPI reference, with a "Duplicate" badge when another donation carries the same one: two donors
 * citing one payment means one of the screenshots is not what it claims. The badge's spoken text says so.
 */
export function UpiReference({ value, duplicate }: { value: string | null; duplicate: boolean }) {
  const t = useAdminText(donationsText);
  return (
    <FlaggedValue
      badge={
        duplicate && (
          <WarnBadge role="img" aria-label={t('upi.duplicateLabel')} title={t('upi.duplicateTitle')}>
            {t('upi.duplicate')}
          </WarnBadge>
        )
      }
    >
      <span css={{ fontVariantNumeric: 'tabular-nums' }}>{value || '-'}</span>
    </FlaggedValue>
  );
}
