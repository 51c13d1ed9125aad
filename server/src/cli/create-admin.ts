/**
 * Create an admin or reset an admin's password:
 *   pnpm --filter @dds/server admin:create -- --email you@example.com
 * The password is read from ADMIN_PASSWORD when set, otherwise asked for (not echoed).
 * Resetting a password ends that admin's open sessions. A created admin is an owner (may manage
 * users in the panel); a reset one keeps its role. Common passwords are refused, as in the panel.
 */
import readline from 'node:readline';
import { adminPasswordSchema } from '@dds/shared/src/schemas/admin';
import { COMMON_PASSWORD_MESSAGE } from '@dds/shared/src/schemas/account';
import { emailField } from '@dds/shared/src/schemas/common';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { upsertAdmin } from '../features/auth/admin-user.repository';
import { isCommonPassword } from '../security/common-passwords';
import { hashPassword } from '../security/password';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let prompted = false;
    out._writeToOutput = (s: string) => {
      if (!prompted) {
        process.stdout.write(s);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  const emailArg = argValue('email');
  if (emailArg) process.env.ADMIN_EMAIL = emailArg; // so the config check pairs it with ADMIN_PASSWORD
  const config = loadConfig();
  const email = emailField.safeParse(emailArg ?? process.env.ADMIN_EMAIL ?? '');
  if (!email.success)
    throw new Error('Give the admin e-mail: admin:create -- --email you@example.com (or set ADMIN_EMAIL)');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run this in a terminal to type the password');
    password = await askHidden('New password (8-128 characters): ');
    const again = await askHidden('Repeat the password: ');
    if (again !== password) throw new Error('The passwords differ');
  }
  const valid = adminPasswordSchema.safeParse(password);
  if (!valid.success) throw new Error(valid.error.issues[0]!.message);
  if (isCommonPassword(valid.data)) throw new Error(COMMON_PASSWORD_MESSAGE);

  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const result = await upsertAdmin(database.db, email.data, await hashPassword(valid.data));
    console.log(
      result === 'created'
        ? `Admin ${email.data} created.`
        : `Password of ${email.data} reset; its sessions were ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
