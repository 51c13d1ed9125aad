// `node public-site/scripts/devanagari-fallback-metrics.mjs [local font file …]`: measures the
// Devanagari web font the site ships and each given font file (a phone's or computer's own
// Devanagari font: Windows' Nirmala.ttc font 0, macOS' Kohinoor, …) the way
// src/ui/fonts/devanagari-metrics.ts records them, and prints the lines to put there. The
// fallback faces (src/ui/fonts/devanagari-font.ts) are computed from those figures, so adding a
// platform's font is: measure it here, add its entry with the names local() finds it by.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { hindiSiteWords, measureFont } from './font-metrics.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const webFont =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
const words = hindiSiteWords(path.resolve(here, '../..'));
console.log(`${words.length} words, ${words.join('').length} characters of the shipped Hindi site text\n`);

const { fullName, postscriptName, missing, ...web } = measureFont(webFont, words);
console.log(`// The web font (${fullName}):\nexport const WEB_FONT: MeasuredFont = ${JSON.stringify(web)};\n`);
for (const file of process.argv.slice(2)) {
  const local = measureFont(file, words);
  if (local.missing > 0) console.log(`// ${file}: ${local.missing} characters have no glyph: not a usable fallback`);
  console.log(
    `// ${path.basename(file)}: local('${local.fullName}'), local('${local.postscriptName}')\nadvancePerChar: ${local.advancePerChar},\n`,
  );
}
