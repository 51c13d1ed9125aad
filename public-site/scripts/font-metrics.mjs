// Measures a font the way a fallback face must match it (docs/decisions/026-hindi.md §5): its
// vertical metrics, and how wide it sets real Hindi. Used by devanagari-fallback-metrics.mjs (to
// measure a local font) and by src/ui/fonts/devanagari-font.test.ts (to check the web font's
// figures in src/ui/fonts/devanagari-metrics.ts against the font the build ships).
// Plain JavaScript without import.meta: jest loads it too (transpiled to CommonJS).
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/** One Devanagari word: letters, signs and the joiners (ZWNJ, ZWJ) that shape conjuncts. */
const DEVANAGARI_WORD = /[\u0900-\u097F\u200C\u200D]+/g;

/**
 * Every Devanagari word of the site's shipped Hindi texts (shared/src/schemas/site-text-hi), in
 * order: the letters and conjuncts the pages really show, as often as they show them. Read from
 * the sources, so a script needs no TypeScript.
 */
export function hindiSiteWords(repoRoot) {
  const dir = path.join(repoRoot, 'shared/src/schemas/site-text-hi');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .flatMap((name) => fs.readFileSync(path.join(dir, name), 'utf8').match(DEVANAGARI_WORD) ?? []);
}

/**
 * The figures a fallback face is computed from. Vertical metrics are the ones browsers lay a line
 * out with: OS/2 typo values when the font sets USE_TYPO_METRICS, else hhea's (only the web font's
 * are used: a fallback face overrides its own). `advancePerChar` is the shaped width of `words`
 * (conjuncts and matras as the font's OpenType rules form them) per character, in em. Spaces are
 * left out: on our pages a space is never set in a Devanagari face (its unicode-range does not
 * include U+0020), so it is the same width before and after the swap.
 */
export function measureFont(file, words) {
  const font = fontkit.create(fs.readFileSync(file));
  const os2 = font['OS/2'];
  const typo = Boolean(os2?.fsSelection?.useTypoMetrics);
  let advance = 0;
  let characters = 0;
  let missing = 0;
  // Each distinct word shaped once, counted as often as it occurs.
  const counts = new Map();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, count] of counts) {
    const run = font.layout(word);
    advance += run.advanceWidth * count;
    characters += word.length * count;
    missing += run.glyphs.filter((glyph) => glyph.id === 0).length * count;
  }
  return {
    fullName: font.fullName,
    postscriptName: font.postscriptName,
    unitsPerEm: font.unitsPerEm,
    ascent: typo ? os2.typoAscender : font.hhea.ascent,
    descent: Math.abs(typo ? os2.typoDescender : font.hhea.descent),
    lineGap: typo ? os2.typoLineGap : font.hhea.lineGap,
    advancePerChar: Number((advance / font.unitsPerEm / characters).toFixed(5)),
    /** Characters the font has no glyph for (it must be 0 for a usable fallback). */
    missing,
  };
}
