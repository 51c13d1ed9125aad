import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { hashPassword } from '../../security/password';
import { countAdmins, upsertAdmin } from './admin-user.repository';

export type BootstrapResult = 'exists' | 'created' | 'missing';

/**
 * At start: if no admin exists and ADMIN_EMAIL + ADMIN_PASSWORD are set, create that admin.
 * An existing admin is never overwritten from the environment (use the CLI to reset).
 */
export async function ensureAdminFromConfig(db: Db, config: Config): Promise<BootstrapResult> {
  if ((await countAdmins(db)) > 0) return 'exists';
  if (!config.adminEmail || !config.adminPassword) return 'missing';
  await upsertAdmin(db, config.adminEmail, await hashPassword(config.adminPassword, config.scryptLog2N));
  return 'created';
}
