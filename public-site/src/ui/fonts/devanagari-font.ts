// The build names it by content hash (assets/noto-sans-devanagari-devanagari-400-normal.<hash>.woff2),
// so it is cached for a year and the service worker keeps it cache-first (decision 033).
import webFontUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import { LOCAL_DEVANAGARI_FONTS, WEB_FONT, type MeasuredFont } from './devanagari-metrics';

/**
 * Hindi pages' Devanagari (docs/decisions/026-hindi.md §5): one face, Noto Sans Devanagari 400
 * (SIL Open Font License 1.1, shipped beside it), so a phone without a good Devanagari font still
 * shows proper conjuncts (क्ष, त्र, ज्ञ, श्र) and matras. Headings use it too, made bold by the browser:
 * a second weight would not fit the 60 KB font budget.
 */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/**
 * @fontsource's own range for its devanagari subset (its unicode.json). Every face below is
 * limited to it, so Latin letters, digits and spaces keep the site's system font, and the line
 * height stays the system font's (the first font that covers a space) before and after the swap.
 */
export const DEVANAGARI_UNICODE_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

/** The web font's URL: wherever this release is served from (`__DDS_PUBLIC_SITE_URL__/…` in the server render). */
export const DEVANAGARI_FONT_URL: string = webFontUrl;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The descriptors that make a local font take the web font's room (what next/font and fontaine
 * compute): `size-adjust` scales its glyphs so Hindi sets as wide as in the web font — the same
 * words per line, so the swap re-wraps nothing — and the overrides give it the web font's ascent,
 * descent and line gap (they are scaled by size-adjust too, hence the division), which is what a
 * `line-height: normal` box (a button) is measured with.
 */
export function fallbackOverrides(web: MeasuredFont, local: { advancePerChar: number }) {
  const sizeAdjust = web.advancePerChar / local.advancePerChar;
  const em = web.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascent / em),
    descentOverride: percent(web.descent / em),
    lineGapOverride: percent(web.lineGap / em),
  };
}

const face = (family: string, src: string, more = '') =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:400;font-display:swap;src:${src};unicode-range:${DEVANAGARI_UNICODE_RANGE};${more}}`;

/**
 * The web face, then one metric-matched face per local font (only `local()`: nothing to download).
 * Until the web font arrives (`font-display: swap`) the browser sets Devanagari in the first
 * local face it finds, sized to take the same room.
 */
export const devanagariFontFaces: string = [
  face(DEVANAGARI_FAMILY, `url(${DEVANAGARI_FONT_URL}) format('woff2')`),
  ...LOCAL_DEVANAGARI_FONTS.map((font) => {
    const o = fallbackOverrides(WEB_FONT, font);
    const src = font.local.map((name) => `local('${name}')`).join(',');
    return face(
      font.family,
      src,
      `size-adjust:${o.sizeAdjust};ascent-override:${o.ascentOverride};descent-override:${o.descentOverride};line-gap-override:${o.lineGapOverride}`,
    );
  }),
].join('');

/** The families to put before the site's own stack on a Hindi page. */
export const devanagariFontStack: string = [DEVANAGARI_FAMILY, ...LOCAL_DEVANAGARI_FONTS.map((font) => font.family)]
  .map((family) => `'${family}'`)
  .join(', ');

/**
 * For a Hindi page's server-rendered <head>: the font is fetched with the page's first bytes,
 * not after the browser has laid the text out and found it needs it. `crossorigin` because font
 * requests are CORS requests: without it the preloaded copy would not be used.
 */
export const devanagariFontPreload = (): string =>
  `<link rel="preload" href="${DEVANAGARI_FONT_URL}" as="font" type="font/woff2" crossorigin>`;
