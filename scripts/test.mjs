// `pnpm test`: every test of the project — formatting (Prettier), type-check, lint, dead code (knip: an unused file, export
// or dependency fails the run), the jest suites (shared, shell, both remotes, server on SQLite and,
// when TEST_DATABASE_URL is set, PostgreSQL), then the production build, the Playwright suite in
// Debian Chromium and the compatibility matrix (previous and current releases together). Ends with
// one line: "N passed, N failed". `pnpm check` is the fast part: no build, no browser.
import fs from 'node:fs';
import path from 'node:path';
import { repo, run } from './lib.mjs';

const results = path.join(repo, '.test-results');
fs.mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
let stepsFailed = [];

async function step(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, options);
  if (code !== 0) stepsFailed.push(name);
  return code;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

await step('formatting (prettier --check; `pnpm format` fixes it)', 'pnpm', ['run', 'format:check']);
await step('typecheck', 'pnpm', ['run', 'typecheck']);
await step('lint', 'pnpm', ['run', 'lint']);
await step('dead code (knip)', 'pnpm', ['run', 'knip']);

const jestJson = path.join(results, 'jest.json');
fs.rmSync(jestJson, { force: true });
await step('unit and integration tests (jest)', 'pnpm', ['exec', 'jest', '--json', `--outputFile=${jestJson}`]);
if (fs.existsSync(jestJson)) {
  const report = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

/** Adds a Playwright JSON report's tests to the totals; a run that wrote none counts as one failure. */
function countPlaywright(report) {
  if (fs.existsSync(report)) {
    const { stats, errors = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected + errors.length;
  } else failed += 1;
}

if (ensureChromium() && (await step('production build', 'pnpm', ['run', 'build'])) === 0) {
  const pwJson = path.join(repo, 'e2e/test-results/report.json');
  fs.rmSync(pwJson, { force: true });
  await step('end-to-end tests (Playwright, Chromium)', 'pnpm', ['--filter', '@dds/e2e', 'test']);
  countPlaywright(pwJson);
  // The previous shell release with the current remotes, and the other way round, on the current
  // server (docs/decisions/004-compatibility-matrix.md). After the main run: it reuses its build.
  const compatJson = path.join(repo, 'e2e/test-results/compat-report.json');
  fs.rmSync(compatJson, { force: true });
  await step('compatibility matrix (previous and current releases, Playwright)', process.execPath, [
    'scripts/compat-matrix.mjs',
  ]);
  countPlaywright(compatJson);
} else failed += 1;

if (stepsFailed.length) console.log(`\nFailed steps: ${stepsFailed.join(', ')}`);
// A step that failed without failing a counted test (formatting, type errors, lint, dead code) still fails the run.
if (stepsFailed.length && failed === 0) failed = stepsFailed.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
