/**
 * The one-time code that "Create the owner account" asks for on a new site (no admin yet):
 *   pnpm --filter @dds/server setup-code            (a checkout)
 *   sudo /srv/dds/deploy/dds-cli setup-code         (the Debian server)
 * Prints the code the server printed at start (the same file in DATA_DIR), making one if there is
 * none. Once an admin exists there is no code: reset a password with admin-create instead.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { countAdmins } from '../features/auth/admin-user.repository';
import { ensureSetupCode, formatSetupCode, removeSetupCode } from '../features/owner/setup-code';

async function main() {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    if ((await countAdmins(database.db)) > 0) {
      removeSetupCode(config.dataDir);
      console.log(
        'An admin account exists already, so there is no setup code. To reset a password: admin-create --email you@example.com',
      );
      return;
    }
    const where = `${config.adminOrigin ?? config.publicOrigin ?? `http://localhost:${config.port}`}/admin`;
    console.log(`One-time setup code: ${formatSetupCode(ensureSetupCode(config.dataDir))}`);
    console.log(`Open ${where}, choose "Create the owner account" and enter it with your e-mail and a password.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
