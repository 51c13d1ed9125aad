// Runs a compiled command-line entry: `node run.mjs admin-create -- --email …` (the package scripts
// admin:create, db:seed, db:backup, db:restore). Compiles first when dist/ is missing or older than
// the sources (a development checkout); a deployed build runs as it is, with no TypeScript toolchain.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, ENTRY_POINTS, serverBuildIsStale } from './build.mjs';

const name = process.argv[2];
if (!name || !(name in ENTRY_POINTS)) {
  console.error(`Usage: node run.mjs <${Object.keys(ENTRY_POINTS).join('|')}> [arguments]`);
  process.exit(2);
}
if (serverBuildIsStale()) await buildServer();
// The command reads its own flags from process.argv; drop the entry name (and pnpm's "--").
process.argv.splice(2, process.argv[3] === '--' ? 2 : 1);
await import(pathToFileURL(path.join(import.meta.dirname, 'dist', `${name}.js`)).href);
