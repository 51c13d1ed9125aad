import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn in the browser as an SVG data URL: the donation box's UPI code
 * (public-site) and the admin's Settings preview of it (admin-panel) draw it the same way
 * (docs/contract.md §8). Stateless code (docs/decisions/002-shared-stateful-contract.md): each
 * package bundles its own copy, and the encoder is its own chunk, loaded only when a code is drawn,
 * so neither the home page nor the rest of the admin panel carries it.
 *
 * `src` is the code of the `text` of this render only (never a code of what was typed before); `''`
 * draws nothing. `failed`: the encoder could not be loaded or refused, on this screen so far.
 */
export function useQrCode(text: string): { src: string | null; failed: boolean } {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!text) return;
    let live = true;
    import('qrcode')
      .then((QR) =>
        QR.toString(text, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#1f2937', light: '#ffffff' },
        }),
      )
      .then((svg) => live && setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch((error: unknown) => {
        console.warn('QR code could not be drawn', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text]);

  return { src: drawn?.text === text ? drawn.src : null, failed };
}
