// `pnpm dev`: the composed site on http://localhost:8080 with rebuild-on-save for the three front
// ends (webpack --watch, development mode) and a restarting API server, on a dev data directory
// seeded with sample records. Each remote can also run alone: `pnpm --filter @dds/public-site dev`.
import path from 'node:path';
import { FRONT_ENDS, repo, run } from './lib.mjs';

// Development builds go to dist-dev/, so they never stand in for the production build in dist/.
const devDist = (pkg) => path.join(repo, pkg, 'dist-dev');
const env = {
  DATA_DIR: path.join(repo, 'data/dev'),
  SHELL_DIST: devDist('shell'),
  PUBLIC_SITE_DIST: devDist('public-site'),
  ADMIN_PANEL_DIST: devDist('admin-panel'),
  ...process.env,
  NODE_ENV: 'development',
};
await run('pnpm', ['--filter', '@dds/server', 'db:seed'], { env });
const watchers = FRONT_ENDS.map((pkg) =>
  run('pnpm', [
    '--filter',
    `@dds/${pkg}`,
    'exec',
    'webpack',
    '--watch',
    '--mode',
    'development',
    '--output-path',
    devDist(pkg),
  ]),
);
const server = run('pnpm', ['--filter', '@dds/server', 'dev'], { env });
process.exit(await Promise.race([server, ...watchers]));
