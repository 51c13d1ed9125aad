import { serverUrl } from '@dds/shared/api';
import { toast } from '@dds/shared/toast';
import type { Donation } from '@dds/shared/schemas';
import { DonationDetailsEditor, VerifiedToggle } from '../donations';
import { colors, media } from '../../ui/theme';
import { FieldList } from './field-value';
import type { RecordItem } from './record-api';
import type { ResourceField } from '@dds/shared/resources';
import { useAdminText } from '../../i18n/admin-text';
import { recordText } from './record-text';

/**
 * The donor's payment screenshot beside what the clerk checks it against (amount, UPI reference),
 * so verifying is one look instead of a new tab. The image is admin-only; the session cookie goes
 * with it. Editing reuses the list's editor and Verified switch.
 */
export function PaymentSection({
  item,
  fields,
  onSaved,
}: {
  item: RecordItem;
  fields: ResourceField[];
  onSaved: () => void;
}) {
  const t = useAdminText(recordText);
  const donation = item as unknown as Donation;
  const screenshot = typeof item.screenshot === 'string' ? serverUrl(item.screenshot) : null;
  return (
    <div
      css={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'minmax(0, 220px) minmax(0, 1fr)',
        alignItems: 'start',
        [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
      {screenshot ? (
        <a
          href={screenshot}
          target="_blank"
          rel="noopener noreferrer"
          css={{ display: 'block', width: '100%', maxWidth: 220 }}
        >
          <img
            src={screenshot}
            alt={t('payment.screenshotAlt', { name: donation.name })}
            // Scaled to the column, whatever the phone's screenshot size; contain keeps it uncropped.
            css={{
              display: 'block',
              width: '100%',
              height: 'auto',
              maxHeight: 360,
              objectFit: 'contain',
              border: `1px solid ${colors.border}`,
              borderRadius: 8,
              background: '#fff',
            }}
          />
        </a>
      ) : (
        <span css={{ color: colors.muted }}>{t('payment.noScreenshot')}</span>
      )}
      <div css={{ display: 'grid', gap: 12, alignContent: 'start', justifyItems: 'start' }}>
        <FieldList
          fields={fields.filter((f) => f.kind !== 'file' && f.kind !== 'boolean')}
          item={item}
          large={(f) => f.kind === 'money' || f.kind === 'upiRef'}
        />
        <VerifiedToggle
          donation={donation}
          onSaved={(d) => {
            toast.success(t(d.verified ? 'payment.markedVerified' : 'payment.markedNotVerified'));
            onSaved();
          }}
        />
        <DonationDetailsEditor donation={donation} onSaved={onSaved} />
      </div>
    </div>
  );
}
