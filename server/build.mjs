// Compiles the server for production: `node build.mjs [--outdir DIR]` (default dist/).
// One CommonJS file per entry point, for `node` with no TypeScript toolchain at run time. The
// workspace package @dds/shared is imported as TypeScript source (`@dds/shared/src/...`), so it is
// bundled in; the real npm dependencies (native better-sqlite3 and sharp, fastify, pg, ioredis…)
// stay external and load from node_modules as usual.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

// Output files sit side by side in one folder: config.ts finds the repository root from its own
// directory (`__dirname/../..`), which must be as deep in dist/ as in src/.
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  // The SQLite read workers' code (db/read-pool/), loaded by path beside main.js.
  'read-worker': 'src/read-worker.ts',
  'admin-create': 'src/cli/create-admin.ts',
  'setup-code': 'src/cli/setup-code.ts',
  'db-seed': 'src/cli/seed.ts',
  'db-backup': 'src/cli/backup.ts',
  'db-restore': 'src/cli/restore.ts',
  releases: 'src/cli/releases.ts',
};

/**
 * Files the compiled server reads at run time, copied flat into the output folder: a deployment may
 * ship dist/ alone, without src/ beside it. A module that reads one looks beside itself (`__dirname`),
 * which is src/<area>/ under jest and tsx and the output folder once bundled.
 */
export const RUNTIME_FILES = ['src/security/common-passwords.txt'];

const MIGRATIONS_DIR = path.join(serverDir, 'src', 'db', 'migrations');

/**
 * src/db/migration-files.ts reads the migrations folder under tsx and jest; a bundle has no folder,
 * so here that module becomes one importing each migration file there is now (adding a migration is
 * adding its file: docs/how-to-add.md).
 */
const migrationFilesPlugin = {
  name: 'migration-files',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]db[\\/]migration-files\.ts$/ }, () => {
      // Every .ts file of the folder; which of them are migrations is src/db/migration-name.ts's rule,
      // the same one migration-files.ts applies under tsx and jest.
      const files = fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.ts'));
      const imports = files.map((file, i) => `import * as m${i} from './migrations/${file.slice(0, -3)}';`);
      const entries = files.map((file, i) => `    [${JSON.stringify(file)}, () => m${i}],`);
      return {
        contents: [
          "import { migrationsByName } from './migration-name';",
          ...imports,
          `export function migrationFiles() {\n  return migrationsByName([\n${entries.join('\n')}\n  ]);\n}`,
        ].join('\n'),
        loader: 'ts',
        resolveDir: path.dirname(MIGRATIONS_DIR),
      };
    });
  },
};

/**
 * When the newest source file under `dir` was last changed (0 when there is none): what both "is the
 * build stale?" checks ask — this module's for the server, scripts/lib.mjs's for the front ends.
 * Installed packages and build output are not sources.
 */
export function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when dist/ (or DIR) has no build of the server or its sources, or @dds/shared's, changed since. */
export function serverBuildIsStale(outdir = path.join(serverDir, 'dist')) {
  const marker = path.join(outdir, 'main.js');
  if (!fs.existsSync(marker)) return true;
  const sources = Math.max(
    newestMtime(path.join(serverDir, 'src')),
    newestMtime(path.join(serverDir, '..', 'shared', 'src')),
    fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  return sources > fs.statSync(marker).mtimeMs;
}

export async function buildServer(outdir = path.join(serverDir, 'dist')) {
  // Imported here, so the root scripts can ask serverBuildIsStale() before dependencies are installed.
  const esbuild = await import('esbuild');
  const entryPoints = Object.fromEntries(
    Object.entries(ENTRY_POINTS).filter(([, file]) => fs.existsSync(path.join(serverDir, file))),
  );
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true, // main.js.map beside main.js; `node --enable-source-maps` maps stack traces to src/
    // tsx: named only by the read pool's path for the TypeScript sources, never taken in production.
    external: [...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@dds/')), 'tsx'],
    logLevel: 'warning',
    plugins: [migrationFilesPlugin],
  });
  for (const file of RUNTIME_FILES) fs.copyFileSync(path.join(serverDir, file), path.join(outdir, path.basename(file)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--outdir');
  const outdir = path.resolve(i >= 0 ? process.argv[i + 1] : path.join(serverDir, 'dist'));
  await buildServer(outdir);
  console.log(`Server compiled to ${path.relative(process.cwd(), outdir) || '.'}`);
}
