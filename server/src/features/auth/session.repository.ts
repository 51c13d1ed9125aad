import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { isoPlus, nowIso } from '../../lib/clock';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into a write each. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionAdmin {
  adminId: number;
  email: string;
}

/** The cookie carries 128 random bits; the table keeps only a keyed hash of them. */
function hashToken(token: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(token).digest('base64url');
}

export async function createSession(db: Db, adminId: number, secret: string): Promise<string> {
  const token = crypto.randomBytes(16).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashToken(token, secret),
      admin_id: adminId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: isoPlus(SESSION_ABSOLUTE_MS, now),
    })
    .execute();
  return token;
}

/** The session's admin when the session exists, is not idle for 30 min and is under 12 h old. */
export async function findSession(db: Db, token: string, secret: string): Promise<SessionAdmin | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  const now = Date.now();
  const idHash = hashToken(token, secret);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
    .select(['sessions.admin_id', 'sessions.last_seen_at', 'admin_users.email'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', new Date(now).toISOString())
    .where('sessions.last_seen_at', '>', new Date(now - SESSION_IDLE_MS).toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: new Date(now).toISOString() }).where('id_hash', '=', idHash).execute();
  }
  return { adminId: row.admin_id, email: row.email };
}

export async function deleteSession(db: Db, token: string, secret: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashToken(token, secret)).execute();
}

/** Housekeeping run at login: expired rows are useless and only grow the table. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', nowIso()), eb('last_seen_at', '<=', new Date(Date.now() - SESSION_IDLE_MS).toISOString())]),
    )
    .execute();
}
