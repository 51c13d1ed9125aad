import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The rule of what counts as a source for both "is the build stale?" checks (build.mjs's
 * `newestMtime`: the server's `serverBuildIsStale` and the front ends' `needsBuild` in
 * scripts/lib.mjs). Run in plain Node, as the root scripts run it.
 */
const newestMtime = (dir: string): number =>
  Number(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { newestMtime } from ${JSON.stringify(pathToFileURL(path.join(__dirname, '..', 'build.mjs')).href)};
         console.log(newestMtime(process.argv[1]));`,
        dir,
      ],
      { encoding: 'utf8' },
    ),
  );

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-newest-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, seconds: number) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, '');
  fs.utimesSync(full, seconds, seconds);
}

it('is the newest file at any depth; installed packages and build output do not count', () => {
  write('main.ts', 1_000);
  write('deep/er/page.tsx', 2_000);
  write('node_modules/pkg/index.js', 9_000);
  write('deep/dist/bundle.js', 9_000);
  expect(newestMtime(dir)).toBe(2_000_000);
});

it('is 0 for a folder that is not there (nothing to build from)', () => {
  expect(newestMtime(path.join(dir, 'missing'))).toBe(0);
});
