import { isSiteLanguage, type SiteLanguage } from '@dds/shared/schemas/language';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

export type Role = 'owner' | 'staff';

export interface AdminUser {
  id: number;
  email: string;
  passwordHash: string;
  role: Role;
  /** The language the admin reads the panel in (decision 026 §8). */
  language: SiteLanguage;
}

export const toRole = (value: string): Role => (value === 'staff' ? 'staff' : 'owner');
/** A stored language the panel no longer has reads as English. */
export const toAdminLanguage = (value: string): SiteLanguage => (isSiteLanguage(value) ? value : 'en');

/** Emails are compared lower-cased: one account per address whatever the typing. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const toAdminUser = (row: { id: number; email: string; password_hash: string; role: string; language: string }) => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  role: toRole(row.role),
  language: toAdminLanguage(row.language),
});

/** Saves the panel's language for this admin (decision 026 §8). */
export async function setAdminLanguage(db: Db, id: number, language: SiteLanguage): Promise<void> {
  await db.updateTable('admin_users').set({ language }).where('id', '=', id).execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash', 'role', 'language'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && toAdminUser(row);
}

export async function findAdminById(db: Db, id: number): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash', 'role', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAdminUser(row);
}

/**
 * Creates the admin, or replaces the password of an existing one. Returns whether it was created.
 * For the first admin (ADMIN_EMAIL at start) and the admin:create CLI: a created admin is an owner,
 * a reset one keeps its role.
 */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<'created' | 'updated'> {
  const normalized = normalizeEmail(email);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', normalized)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('admin_users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      // A reset password must end every session opened with the old one.
      await trx.deleteFrom('sessions').where('admin_id', '=', existing.id).execute();
      return 'updated' as const;
    }
    await trx
      .insertInto('admin_users')
      .values({ email: normalized, password_hash: passwordHash, role: 'owner', created_at: now, updated_at: now })
      .execute();
    return 'created' as const;
  });
}

/**
 * Replaces a password hash with one of the same password under new parameters (rehash at login).
 * Only if the stored hash is still the one just verified, so a reset made meanwhile is kept; and
 * sessions stay, since the password did not change.
 */
export async function replacePasswordHash(db: Db, id: number, verifiedHash: string, newHash: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ password_hash: newHash, updated_at: nowIso() })
    .where('id', '=', id)
    .where('password_hash', '=', verifiedHash)
    .execute();
}
