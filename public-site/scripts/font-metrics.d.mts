// Types of font-metrics.mjs for the TypeScript that imports it (src/ui/fonts/devanagari-font.test.ts).
export function hindiSiteWords(repoRoot: string): string[];
export function measureFont(
  file: string,
  words: readonly string[],
): {
  fullName: string;
  postscriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  advancePerChar: number;
  missing: number;
};
