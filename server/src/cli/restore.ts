/**
 * Restores a backup made by db:backup. Stop the server first.
 *   pnpm --filter @dds/server db:restore -- --from DIR [--force]
 * Into DATA_DIR (SQLite file, uploads, generated session secret) and, when DATABASE_URL is set,
 * into that PostgreSQL database (pg_restore --clean). Existing data is refused unless --force;
 * then SQLite data and uploads it replaces are kept in DATA_DIR/replaced-<time>/.
 */
import { ConfigError, loadConfig } from '../config';
import { RestoreError, runRestore } from '../db/restore';

async function main() {
  const i = process.argv.indexOf('--from');
  const from = i >= 0 ? process.argv[i + 1] : undefined;
  if (!from) throw new RestoreError('Usage: db:restore -- --from <backup folder> [--force]');
  const config = loadConfig();
  const result = await runRestore({
    from,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force: process.argv.includes('--force'),
  });
  const into = result.database === 'postgres' ? 'the PostgreSQL database at DATABASE_URL' : config.dataDir;
  console.log(`Restored ${from} into ${into}: the database and ${result.files} uploaded file(s).`);
  if (result.movedAside) console.log(`The data it replaced is in ${result.movedAside}.`);
  if (result.missing.length) {
    console.warn(
      `Warning: ${result.missing.length} file(s) named by the database are not in the backup: ${result.missing.join(', ')}`,
    );
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
