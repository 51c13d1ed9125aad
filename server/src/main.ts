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
import { admissionTable } from './features/admissions/admission.table';
import { donationTable } from './features/donations/donation.table';
import { inquiryTable } from './features/inquiries/inquiry.table';
import { reconcileUploads } from './storage/reconcile-uploads';
import { registerGracefulStop } from './lib/graceful-stop';
import { waitAtStart } from './lib/wait-at-start';
import { describeNotifications } from './features/notifications/notifications';

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
  if ((await seedSettingsIfEmpty(database.db, config.siteSeed)) === 'seeded') console.log('Site settings: first values taken from the SITE_* variables');
  await reconcileUploads(database.db, { dataDir: config.dataDir, graceMs: config.uploadOrphanGraceMs, log: console.log });
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
    const purge = startTrashPurgeSchedule(database.db, storage, [inquiryTable, admissionTable, donationTable], config.trashKeepDays, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
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
  if (admin === 'created') {
    console.log(`Admin: created ${config.adminEmail} from ADMIN_EMAIL/ADMIN_PASSWORD. Log in at http://localhost:${port}/admin`);
  } else if (admin === 'exists') {
    console.log(`Admin: log in at http://localhost:${port}/admin with your admin e-mail and password.`);
  } else {
    console.log(
      'Admin: no admin account exists yet. Create one with\n' +
        '  npx -y pnpm@10 --filter @dds/server admin:create -- --email you@example.com\n' +
        `or start with ADMIN_EMAIL and ADMIN_PASSWORD set, then log in at http://localhost:${port}/admin`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
