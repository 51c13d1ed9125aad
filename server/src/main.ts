import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureAdminFromConfig } from './features/auth/bootstrap-admin';

async function main() {
  const config = loadConfig();
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const admin = await ensureAdminFromConfig(database.db, config);
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`DDS listening on http://localhost:${port}`);
  console.log(`Database: ${database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : database.sqlitePath}`);
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
