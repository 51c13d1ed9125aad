import { useQrCode } from '@dds/shared/qr-code';
import { UPI_ID_PATTERN, upiPayUrl } from '@dds/shared/schemas/site-settings';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { withElements } from '../../i18n/with-elements';
import { settingsText } from './settings-text';

/**
 * The QR code and `upi://pay` link visitors will get in the donation box, built from what is
 * typed now (same link builder and QR drawing, `useQrCode`, as the public site). The QR encoder is
 * loaded only here, so the rest of the admin panel does not carry it.
 */
export function UpiPreview({ upiId, payee }: { upiId: string; payee: string }) {
  const t = useAdminText(settingsText);
  const id = upiId.trim();
  const valid = UPI_ID_PATTERN.test(id);
  const url = valid ? upiPayUrl(id, payee.trim()) : '';
  const qr = useQrCode(url);

  return (
    <div
      data-testid="upi-preview"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        alignItems: 'center',
        padding: 14,
        border: `1px dashed ${colors.border}`,
        borderRadius: 8,
        background: '#f9fafb',
      }}
    >
      <div
        css={{
          width: 132,
          height: 132,
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          background: '#fff',
          border: `1px solid ${colors.border}`,
          borderRadius: 6,
          color: colors.muted,
          fontSize: 13,
          textAlign: 'center',
        }}
      >
        {!valid ? (
          t('upi.noQr')
        ) : qr.src ? (
          <img src={qr.src} alt={t('upi.qrAlt', { payee })} width={120} height={120} />
        ) : qr.failed ? (
          t('upi.unavailable')
        ) : (
          <span role="status">{t('upi.drawing')}</span>
        )}
      </div>
      {/* A long UPI id wraps (anywhere: it has no spaces) instead of widening the page on a phone. */}
      <div css={{ display: 'grid', gap: 6, minWidth: 0, flex: '1 1 220px', fontSize: 14, overflowWrap: 'anywhere' }}>
        <strong>{t('upi.title')}</strong>
        {valid ? (
          <>
            <span>
              {withElements((values) => t('upi.paying', values), {
                payee: <strong>{payee}</strong>,
                id: <strong>{id}</strong>,
              })}{' '}
              {t('upi.check')}
            </span>
            <code data-testid="upi-link" css={{ overflowWrap: 'anywhere', fontSize: 13, color: colors.text }}>
              {url}
            </code>
          </>
        ) : (
          <span css={{ color: colors.muted }}>{t('upi.enterId')}</span>
        )}
      </div>
    </div>
  );
}
