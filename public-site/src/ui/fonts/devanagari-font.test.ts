/**
 * @jest-environment node
 */
// The font files are read from @fontsource's package: the very files the build ships.
import fs from 'node:fs';
import path from 'node:path';
import { hindiSiteWords, measureFont } from '../../../scripts/font-metrics.mjs';
import {
  DEVANAGARI_FAMILY,
  DEVANAGARI_FONT_URL,
  DEVANAGARI_UNICODE_RANGE,
  devanagariFontFaces,
  devanagariFontStack,
  fallbackOverrides,
} from './devanagari-font';
import { LOCAL_DEVANAGARI_FONTS, WEB_FONT } from './devanagari-metrics';

const fontsource = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
const webFontFile = path.join(fontsource, 'files/noto-sans-devanagari-devanagari-400-normal.woff2');
const repoRoot = path.resolve(__dirname, '../../../..');

test('the recorded web font figures are those of the font the build ships, over the site’s Hindi words', () => {
  const { unitsPerEm, ascent, descent, lineGap, advancePerChar, missing } = measureFont(
    webFontFile,
    hindiSiteWords(repoRoot),
  );
  expect({ unitsPerEm, ascent, descent, lineGap, advancePerChar }).toEqual(WEB_FONT);
  // Every letter and sign of the shipped Hindi has a glyph in the subset.
  expect(missing).toBe(0);
});

test('the font fits the first-load font budget (≤ 60 KB) and its licence ships with the package', () => {
  expect(fs.statSync(webFontFile).size).toBeLessThanOrEqual(60 * 1024);
  expect(fs.readFileSync(path.join(fontsource, 'LICENSE'), 'utf8')).toContain('SIL Open Font License, Version 1.1');
});

test("the faces' unicode-range is @fontsource's own devanagari range", () => {
  const ranges = JSON.parse(fs.readFileSync(path.join(fontsource, 'unicode.json'), 'utf8')) as Record<string, string>;
  expect(DEVANAGARI_UNICODE_RANGE).toBe(ranges.devanagari);
  // Never the space or Latin letters: those stay in the site's system font.
  expect(DEVANAGARI_UNICODE_RANGE).not.toMatch(/U\+00/);
});

test('a fallback face takes the web font’s room: scaled to set Hindi as wide, with its ascent, descent and gap', () => {
  // The same widths: no scaling, the web font's own vertical metrics.
  expect(fallbackOverrides(WEB_FONT, { advancePerChar: WEB_FONT.advancePerChar })).toEqual({
    sizeAdjust: '100.00%',
    ascentOverride: '89.60%',
    descentOverride: '40.80%',
    lineGapOverride: '0.00%',
  });
  // A font that sets the text 4 % narrower is enlarged by 4 %; the overrides are scaled by
  // size-adjust too, so they shrink by as much and the line metrics stay the web font's.
  const narrower = fallbackOverrides(WEB_FONT, { advancePerChar: WEB_FONT.advancePerChar / 1.04 });
  expect(narrower).toEqual({
    sizeAdjust: '104.00%',
    ascentOverride: '86.15%',
    descentOverride: '39.23%',
    lineGapOverride: '0.00%',
  });
});

test('the faces: the web font by URL with swap, each local font by local() only, all limited to Devanagari', () => {
  const faces = devanagariFontFaces.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(faces).toHaveLength(1 + LOCAL_DEVANAGARI_FONTS.length);
  for (const face of faces) {
    expect(face).toContain(`unicode-range:${DEVANAGARI_UNICODE_RANGE};`);
    expect(face).toContain('font-display:swap;');
    expect(face).toContain('font-weight:400;');
  }
  const [web, ...local] = faces;
  expect(web).toContain(`font-family:'${DEVANAGARI_FAMILY}';`);
  expect(web).toContain(`src:url(${DEVANAGARI_FONT_URL}) format('woff2');`);
  for (const face of local) {
    expect(face).not.toContain('url(');
    expect(face).toMatch(
      /size-adjust:\d+\.\d\d%;ascent-override:\d+\.\d\d%;descent-override:\d+\.\d\d%;line-gap-override:\d+\.\d\d%/,
    );
  }
  // The stack tries the web font first, then the local stand-ins in the order recorded.
  expect(devanagariFontStack).toBe(
    ["'Noto Sans Devanagari'", ...LOCAL_DEVANAGARI_FONTS.map((font) => `'${font.family}'`)].join(', '),
  );
});
