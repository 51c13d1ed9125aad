// `pnpm dev`: the composed site on http://localhost:8080 with rebuild-on-save for the three front
// ends (webpack --watch, development mode) and a restarting API server, on a dev data directory
// seeded with sample records. Each remote can also run alone: `pnpm --filter @dds/public-site dev`.
import path from 'node:path';
import { FRONT_ENDS, repo, run } from './lib.mjs';

const env = { DATA_DIR: path.join(repo, 'data/dev'), ...process.env, NODE_ENV: 'development' };
await run('pnpm', ['--filter', '@dds/server', 'db:seed'], { env });
const watchers = FRONT_ENDS.map((pkg) => run('pnpm', ['--filter', `@dds/${pkg}`, 'exec', 'webpack', '--watch', '--mode', 'development']));
const server = run('pnpm', ['--filter', '@dds/server', 'dev'], { env });
process.exit(await Promise.race([server, ...watchers]));
