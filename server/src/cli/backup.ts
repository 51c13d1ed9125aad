/**
 * Online backup (safe while the server runs):
 *   pnpm --filter @dds/server db:backup              → BACKUP_DIR/<time>/ (default DATA_DIR/backups),
 *                                                      then keeps only the newest BACKUP_KEEP there
 *   pnpm --filter @dds/server db:backup -- --out DIR → exactly DIR, nothing pruned
 * Restore (server stopped): pnpm --filter @dds/server db:restore -- --from DIR
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { runBackup } from '../db/backup';
import { createBackup } from '../db/backup-schedule';

async function main() {
  const config = loadConfig();
  const i = process.argv.indexOf('--out');
  const out = i >= 0 ? process.argv[i + 1] : undefined;
  if (i >= 0 && !out) throw new Error('--out needs a folder');
  const result = out
    ? {
        ...(await runBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, outDir: out })),
        pruned: [] as string[],
      }
    : await createBackup({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        dir: config.backupDir,
        keep: config.backupKeep,
      });
  console.log(
    `Backup written to ${result.dir}: ${path.basename(result.database)} and ${result.files} uploaded file(s).`,
  );
  if (result.pruned.length)
    console.log(`Removed ${result.pruned.length} older backup(s) (BACKUP_KEEP=${config.backupKeep}).`);
  if (result.missing.length)
    console.warn(
      `Warning: ${result.missing.length} file(s) were deleted during the backup: ${result.missing.join(', ')}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
