/**
 * Online backup (safe while the server runs):
 *   pnpm --filter @dds/server db:backup              → DATA_DIR/backups/<timestamp>/
 *   pnpm --filter @dds/server db:backup -- --out DIR
 * Restore (server stopped): copy dds.sqlite and uploads/ back into DATA_DIR
 * (PostgreSQL: pg_restore --clean -d "$DATABASE_URL" dds.pgdump, then copy uploads/).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { runBackup } from '../db/backup';

async function main() {
  const config = loadConfig();
  const i = process.argv.indexOf('--out');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : path.join(config.dataDir, 'backups', stamp);
  const result = await runBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, outDir });
  console.log(`Backup written to ${result.dir}: ${path.basename(result.database)} and ${result.files} uploaded file(s).`);
  if (result.missing.length) console.warn(`Warning: ${result.missing.length} file(s) were deleted during the backup: ${result.missing.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
