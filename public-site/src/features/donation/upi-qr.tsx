import styled from '@emotion/styled';
import { useQrCode } from '@dds/shared/qr-code';
import { useInterfaceText } from '../../i18n/interface-text';
import { color, radius } from '../../ui/theme';
import { donationText } from './donation-text';

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  padding: 8px;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  color: ${color.muted};
  font-size: 0.9rem;
  img { width: 100%; height: 100%; image-rendering: pixelated; }
`;

/**
 * The UPI QR code, drawn in the page from the configured id (docs/contract.md §8) — no static image to
 * keep in sync. The encoder is loaded only when the modal opens, keeping it off the home page
 * (`useQrCode`, the admin's Settings preview draws with it too).
 */
export function UpiQr({ url, label }: { url: string; label: string }) {
  const { src, failed } = useQrCode(url);
  const t = useInterfaceText(donationText);

  return (
    <Frame>
      {src ? (
        <img src={src} alt={label} width={184} height={184} />
      ) : failed ? (
        t('donation.qrFailed')
      ) : (
        <span role="status">{t('donation.qrPreparing')}</span>
      )}
    </Frame>
  );
}
