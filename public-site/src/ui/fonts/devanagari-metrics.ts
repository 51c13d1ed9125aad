/**
 * Measured figures of the Devanagari fonts (docs/decisions/026-hindi.md §5), written by
 * `node public-site/scripts/devanagari-fallback-metrics.mjs <font files>` over every Devanagari
 * word of the shipped Hindi site text (2,376 words). devanagari-font.test.ts measures the shipped
 * web font again and fails when these differ from it (a new @fontsource release).
 */
export interface MeasuredFont {
  unitsPerEm: number;
  /** In font units, as browsers lay lines out with (typo metrics: the font sets USE_TYPO_METRICS). */
  ascent: number;
  descent: number;
  lineGap: number;
  /** Shaped width of the Hindi text per character, in em (spaces excluded). */
  advancePerChar: number;
}

/** Noto Sans Devanagari 400, @fontsource's devanagari subset (font version 2.006). */
export const WEB_FONT: MeasuredFont = {
  unitsPerEm: 1000,
  ascent: 896,
  descent: 408,
  lineGap: 0,
  advancePerChar: 0.40334,
};

/** A font a phone or computer may already have, to stand in until the web font arrives. */
export interface LocalDevanagariFont {
  /** The fallback face's family name. */
  family: string;
  /** Full and PostScript names: what `local()` matches (CSS Fonts 4 §4.3.1); family names too, harmless where unmatched. */
  local: readonly string[];
  advancePerChar: number;
}

/**
 * In the order the page tries them. Only fonts measured here are listed: a fallback face built on
 * guessed figures could move the text more than the plain system fallback does. Windows' Nirmala
 * UI (and Mangal before it) and Apple's Kohinoor Devanagari / Devanagari Sangam MN are not
 * redistributable and were not on this machine: measure them with the script on a machine that
 * has them, then add them here.
 */
export const LOCAL_DEVANAGARI_FONTS: readonly LocalDevanagariFont[] = [
  // Android's own Devanagari font, ChromeOS, Linux with Noto. Measured: Debian fonts-noto-core and
  // fonts-noto-ui-core 20201225 (font version 2.001; an Android has whichever
  // version its release shipped): both 0.40083, 0.6 % narrower than the 2.006 we ship.
  {
    family: 'Noto Sans Devanagari Fallback',
    local: [
      'Noto Sans Devanagari Regular',
      'NotoSansDevanagari-Regular',
      'Noto Sans Devanagari',
      // Android's system fallback for Devanagari in apps is the UI cut: the same widths, other ascent
      // and descent (1069/293 against 896/408), which the overrides replace anyway.
      'Noto Sans Devanagari UI Regular',
      'NotoSansDevanagariUI-Regular',
      'Noto Sans Devanagari UI',
    ],
    advancePerChar: 0.40083,
  },
  // Linux desktops (Debian, Ubuntu, Fedora's default). Measured: Debian fonts-lohit-deva 2.95.4.
  {
    family: 'Lohit Devanagari Fallback',
    local: ['Lohit Devanagari', 'Lohit-Devanagari'],
    advancePerChar: 0.39738,
  },
];
