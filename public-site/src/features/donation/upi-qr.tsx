import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
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
 * keep in sync. The encoder is loaded only when the modal opens, keeping it off the home page.
 */
export function UpiQr({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useInterfaceText(donationText);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) =>
        QR.toString(url, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#1f2937', light: '#ffffff' },
        }),
      )
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => {
        console.warn('QR code could not be drawn', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url]);

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
