import type { Db } from '../../db/database';
import { countAdmins } from '../auth/admin-user.repository';

/** Databases known to have an admin: once one exists the answer never changes (the last owner cannot be removed). */
const settled = new WeakSet<Db>();

/**
 * Whether the site still has no admin, for the login screen the server paints before any
 * JavaScript: one count per anonymous /admin load until the first owner exists, none after.
 */
export async function ownerSetupNeeded(db: Db): Promise<boolean> {
  if (settled.has(db)) return false;
  const none = (await countAdmins(db)) === 0;
  if (!none) settled.add(db);
  return none;
}
