import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { assertDatabaseReachable } from './db/database-reachable';
import { migrateToLatest } from './db/migrate';
import { ensureAdminFromConfig } from './features/auth/bootstrap-admin';
import { seedSettingsIfEmpty } from './features/site-content/settings-seed';
import { startBackupSchedule } from './db/backup-schedule';
import { createDiskStorage } from './storage/file-storage';
import { startTrashPurgeSchedule } from './features/resources/trash-purge-schedule';
import { resourceTables } from './features/resources/resource-tables';
import { reconcileUploads } from './storage/reconcile-uploads';
import { registerGracefulStop } from './lib/graceful-stop';
import { waitAtStart } from './lib/wait-at-start';
import { describeNotifications } from './features/notifications/notifications';
import { ensureSetupCode, formatSetupCode, removeSetupCode } from './features/owner/setup-code';

async function main() {
  const config = loadConfig();
  await waitAtStart(() => assertDatabaseReachable(config.databaseUrl), {
    waitMs: config.startWaitMs,
    what: 'PostgreSQL (DATABASE_URL)',
    log: console.log,
  });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  // The read workers start with the server, not inside the first export (read-pool.ts).
  await database.readPool?.warm();
  if ((await seedSettingsIfEmpty(database.db, config.siteSeed)) === 'seeded')
    console.log('Site settings: first values taken from the SITE_* variables');
  await reconcileUploads(database.db, {
    dataDir: config.dataDir,
    graceMs: config.uploadOrphanGraceMs,
    log: console.log,
  });
  const admin = await ensureAdminFromConfig(database.db, config);
  const storage = createDiskStorage(config.dataDir);
  const app = await buildApp(config, { database, storage });
  app.addHook('onClose', async () => database.close());

  registerGracefulStop(app, { timeoutMs: config.shutdownTimeoutMs });

  // Registered before listen (Fastify refuses hooks once started); the first backup runs in the background.
  if (config.backupEveryHours > 0) {
    const backups = startBackupSchedule(
      { dataDir: config.dataDir, databaseUrl: config.databaseUrl, dir: config.backupDir, keep: config.backupKeep },
      config.backupEveryHours,
      { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
    );
    app.addHook('onClose', async () => backups.stop());
  }
  // TRASH_KEEP_DAYS: at start, then hourly; deletions old enough leave the Trash for good with their files.
  if (config.trashKeepDays > 0) {
    const purge = startTrashPurgeSchedule(
      database.db,
      storage,
      resourceTables().filter((rt) => rt.definition.softDelete),
      config.trashKeepDays,
      { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
    );
    app.addHook('onClose', async () => purge.stop());
  }
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`DDS listening on http://localhost:${port}`);
  console.log(`Database: ${database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : database.sqlitePath}`);
  console.log(
    config.publicOrigin
      ? `Public origin: ${config.publicOrigin} (PUBLIC_ORIGIN)`
      : 'Public origin: taken from each request (fine on this machine). Set PUBLIC_ORIGIN, e.g. https://dds.example, when the site is public: sitemap links, the admin Origin check, Secure cookies and HSTS use it.',
  );
  if (config.adminOrigin) console.log(`Admin host: ${config.adminOrigin}/admin (ADMIN_ORIGIN)`);
  console.log(describeNotifications(config));
  const adminUrl = `${config.adminOrigin ?? config.publicOrigin ?? `http://localhost:${port}`}/admin`;
  if (admin === 'created') {
    console.log(`Admin: created ${config.adminEmail} from ADMIN_EMAIL/ADMIN_PASSWORD. Log in at ${adminUrl}`);
  } else if (admin === 'exists') {
    removeSetupCode(config.dataDir); // an owner exists: a code left from a first run must not linger
    console.log(`Admin: log in at ${adminUrl} with your admin e-mail and password.`);
  } else {
    // No default password: the first owner is created in the browser with this one-time code,
    // which only someone who can read this log (or run dds-cli on the server) has.
    const code = formatSetupCode(ensureSetupCode(config.dataDir));
    console.log(
      `Admin: no admin account exists yet. Open ${adminUrl} and choose "Create the owner account".\n` +
        `  One-time setup code: ${code}\n` +
        '  (shown again by `sudo /srv/dds/deploy/dds-cli setup-code`, or `npx -y pnpm@10 --filter @dds/server setup-code` in a checkout;\n' +
        '  or create the owner here: npx -y pnpm@10 --filter @dds/server admin:create -- --email you@example.com)',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
