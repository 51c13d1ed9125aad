import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

export interface AdminUser {
  id: number;
  email: string;
  passwordHash: string;
}

/** Emails are compared lower-cased: one account per address whatever the typing. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admin_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

/** Creates the admin, or replaces the password of an existing one. Returns whether it was created. */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<'created' | 'updated'> {
  const normalized = normalizeEmail(email);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('admin_users').select('id').where('email', '=', normalized).executeTakeFirst();
    if (existing) {
      await trx.updateTable('admin_users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', existing.id).execute();
      // A reset password must end every session opened with the old one.
      await trx.deleteFrom('sessions').where('admin_id', '=', existing.id).execute();
      return 'updated' as const;
    }
    await trx
      .insertInto('admin_users')
      .values({ email: normalized, password_hash: passwordHash, created_at: now, updated_at: now })
      .execute();
    return 'created' as const;
  });
}
