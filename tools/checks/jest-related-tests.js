// How `pnpm check` picks "the tests a change can affect" (jest's `dependencyExtractor`; decision
// 002, "pnpm check under 3 minutes"). Jest's --changedSince follows imports backwards from each changed
// file to every test that reaches it. Through the composition roots — the server's app, the admin
// panel's route tables — every route or screen reaches nearly every test, so a one-file change ran
// 49–104 test files. With DDS_TESTS_BY_FEATURE=1 (set by scripts/check.mjs only):
// - a composition root lists no imports, so a change below it stops there instead of spreading to
//   every test that builds the whole app (a change to the root itself still reaches them);
// - a test depends on every source file of its own feature folder as well as on what it imports,
//   so a route's tests (which reach the route only through the app) still run when the route, or
//   anything it imports, changes.
// Without the variable (`pnpm test`, CI, `pnpm check --all`) jest sees the plain import graph.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const BY_FEATURE = process.env.DDS_TESTS_BY_FEATURE === '1';

/** The files whose imports are the whole app: every route, every screen. */
const COMPOSITION_ROOTS = [
  'server/src/app.ts',
  'admin-panel/src/routes.tsx',
  'admin-panel/src/list-screens.ts',
  'public-site/src/routes.tsx',
].map((file) => path.join(__dirname, '../..', file));

const TEST_FILE = /\.test\.(ts|tsx|js)$/;
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;

/** `…/features/<name>` for a file in a feature folder; otherwise the file's own folder. */
function featureFolder(file) {
  const match = /^(.*[\\/]features[\\/][^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : path.dirname(file);
}

function sourceFilesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesUnder(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

module.exports = {
  extract(code, filePath, defaultExtract) {
    if (!BY_FEATURE) return defaultExtract(code, filePath);
    if (COMPOSITION_ROOTS.includes(filePath)) return new Set();
    const imports = defaultExtract(code, filePath);
    if (!TEST_FILE.test(filePath)) return imports;
    return new Set([...imports, ...sourceFilesUnder(featureFolder(filePath))]);
  },
  // The dependency graph jest caches differs with the variable (and with this file).
  getCacheKey() {
    const self = fs.readFileSync(__filename);
    return crypto.createHash('sha1').update(self).update(String(BY_FEATURE)).digest('hex');
  },
};
