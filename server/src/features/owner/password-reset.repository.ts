import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { isoPlus, nowIso } from '../../lib/clock';

/** The link carries the token; the table only its SHA-256 (256 random bits need no salt or slow hash). */
export const resetTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** A new link for the admin, working for `lifetimeMs`. Returns the token, which is stored nowhere. */
export async function createResetToken(db: Db, adminId: number, lifetimeMs: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  // Housekeeping: links past their time are useless rows.
  await db.deleteFrom('password_resets').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('password_resets')
    .values({
      token_hash: resetTokenHash(token),
      admin_id: adminId,
      created_at: new Date(now).toISOString(),
      expires_at: isoPlus(lifetimeMs, now),
      used_at: null,
    })
    .execute();
  return token;
}

/** Links made for the admin since `sinceIso` (used or not): bounds how many e-mails one address gets. */
export async function countRecentResets(db: Db, adminId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('admin_id', '=', adminId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the link still works (checked before the new password is hashed: a made-up link costs no hashing). */
export async function resetTokenUsable(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('admin_id')
    .where('token_hash', '=', resetTokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return !!row;
}

/**
 * Uses the link: in one transaction, marks it used (only if unused and not expired: the UPDATE is
 * the check, so two tabs submitting the same link cannot both succeed), sets the new password, ends
 * every session of the account and voids the account's other links. Undefined when the link does
 * not work (unknown, used, expired, or its admin was removed).
 */
export async function useResetToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<{ adminId: number; email: string; endedSessions: number } | undefined> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', resetTokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('admin_id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const admin = await trx
      .selectFrom('admin_users')
      .select(['id', 'email'])
      .where('id', '=', claimed.admin_id)
      .executeTakeFirst();
    if (!admin) return undefined;
    await trx
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', admin.id)
      .execute();
    const ended = await trx.deleteFrom('sessions').where('admin_id', '=', admin.id).executeTakeFirst();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('admin_id', '=', admin.id)
      .where('used_at', 'is', null)
      .execute();
    return { adminId: admin.id, email: admin.email, endedSessions: Number(ended.numDeletedRows) };
  });
}
