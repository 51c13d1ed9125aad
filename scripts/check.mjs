// `pnpm check`: the inner loop before a commit — formatting, type-check, lint, dead code and the
// jest tests that the change can affect. Fast because everything is cached between runs:
// Prettier's and ESLint's caches and tsc's incremental build info live in node_modules/.cache, and
// jest runs only the tests related to the files changed since the branch left main, committed or
// not — by imports, and by feature folder instead of through the app's composition roots
// (tools/checks/jest-related-tests.js) — and every database test when a migration changed (the migrations are
// found by folder, which jest's import graph cannot follow). `pnpm check --all` runs every jest test;
// `pnpm test` (CI, on a fresh clone: nothing cached yet) runs everything, then the build and the browsers.
import { execFileSync } from 'node:child_process';
import { repo, run } from './lib.mjs';

const all = process.argv.includes('--all');

/** Where the branch left main (main itself when on it); HEAD when there is no main here. */
function changeBase() {
  for (const ref of ['main', 'origin/main']) {
    try {
      return execFileSync('git', ['merge-base', 'HEAD', ref], { cwd: repo, encoding: 'utf8' }).trim();
    } catch {
      // no such ref in this clone: try the next
    }
  }
  return 'HEAD';
}

/** Whether the change touches a migration: jest's import graph cannot follow the folder they are found by. */
function migrationChanged() {
  const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  const files = `${git('diff', '--name-only', changeBase())}\n${git('ls-files', '--others', '--exclude-standard')}`;
  return files.split('\n').some((file) => file.startsWith('server/src/db/migrations/'));
}

// Tests related by feature folder rather than through the app's composition roots (tools/checks/jest-related-tests.js).
const byFeature = { ...process.env, DDS_TESTS_BY_FEATURE: '1' };

const steps = [
  ['formatting', 'pnpm', ['exec', 'prettier', '--check', '--cache', '--log-level', 'warn', '.']],
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['lint', 'pnpm', ['exec', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  ['dead code (knip)', 'pnpm', ['run', 'knip']],
  all
    ? ['jest', 'pnpm', ['exec', 'jest']]
    : ['jest', 'pnpm', ['exec', 'jest', '--changedSince', changeBase(), '--passWithNoTests'], { env: byFeature }],
  ...(!all && migrationChanged() ? [['jest: the database tests', 'pnpm', ['exec', 'jest', 'server/src/db/']]] : []),
];

const failed = [];
for (const [name, command, args, options] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  if ((await run(command, args, options)) !== 0) failed.push(name);
  console.log(`(${name}: ${Math.round((Date.now() - started) / 1000)} s)`);
}
console.log(failed.length ? `\ncheck failed: ${failed.join(', ')}` : '\ncheck passed');
process.exit(failed.length ? 1 : 0);
