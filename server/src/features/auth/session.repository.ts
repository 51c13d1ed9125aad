import crypto from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { isoPlus, nowIso } from '../../lib/clock';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { toAdminLanguage, toRole, type Role } from './admin-user.repository';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into a write each. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionAdmin {
  adminId: number;
  email: string;
  /** Read with the session on every request, so a demotion or removal takes effect at once. */
  role: Role;
  /** The panel's language, read with the session like the role, so a change shows on every device's next load. */
  language: SiteLanguage;
  /** The session's row key, so account routes can tell the current session from the others. */
  sessionHash: string;
}

/** Where a session was opened from, for the list of active sessions. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

/** The browser's own words are kept, bounded: the list shows a summary of them. */
const USER_AGENT_MAX = 300;

/** The cookie carries 128 random bits; the table keeps only a keyed hash of them. */
function hashToken(token: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(token).digest('base64url');
}

export async function createSession(
  db: Db,
  adminId: number,
  secret: string,
  client: SessionClient = {},
): Promise<string> {
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
      ip: client.ip?.slice(0, 64) ?? null,
      user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
    .execute();
  return token;
}

/** Not past its absolute lifetime and not idle for too long. */
function live(eb: ExpressionBuilder<DB, 'sessions'>, now: number) {
  return eb.and([
    eb('sessions.expires_at', '>', new Date(now).toISOString()),
    eb('sessions.last_seen_at', '>', new Date(now - SESSION_IDLE_MS).toISOString()),
  ]);
}

/** The session's admin when the session exists, is not idle for 30 min and is under 12 h old. */
export async function findSession(db: Db, token: string, secret: string): Promise<SessionAdmin | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  const now = Date.now();
  const idHash = hashToken(token, secret);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
    .select([
      'sessions.admin_id',
      'sessions.last_seen_at',
      'admin_users.email',
      'admin_users.role',
      'admin_users.language',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where((eb) => live(eb, now))
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return {
    adminId: row.admin_id,
    email: row.email,
    role: toRole(row.role),
    language: toAdminLanguage(row.language),
    sessionHash: idHash,
  };
}

export async function deleteSession(db: Db, token: string, secret: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashToken(token, secret)).execute();
}

/** Housekeeping run at login: expired rows are useless and only grow the table. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', nowIso()),
        eb('last_seen_at', '<=', new Date(Date.now() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
}

/**
 * What the account screen calls a session: never the cookie, nor the row key (a keyed hash of the
 * cookie), but a hash of the row key, so the id in a URL cannot be turned back into either.
 */
export const publicSessionId = (idHash: string) =>
  crypto.createHash('sha256').update(idHash).digest('base64url').slice(0, 22);

export interface LiveSession {
  id: string;
  idHash: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** An admin's sessions that still work, most recently used first. */
export async function listLiveSessions(db: Db, adminId: number): Promise<LiveSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where((eb) => live(eb, Date.now()))
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: publicSessionId(r.id_hash),
    idHash: r.id_hash,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    ip: r.ip,
    userAgent: r.user_agent,
  }));
}

/** Ends one of the admin's own sessions by its public id; false when the admin has no such session. */
export async function deleteSessionByPublicId(db: Db, adminId: number, id: string): Promise<boolean> {
  const rows = await db.selectFrom('sessions').select('id_hash').where('admin_id', '=', adminId).execute();
  const match = rows.find((r) => publicSessionId(r.id_hash) === id);
  if (!match) return false;
  const result = await db
    .deleteFrom('sessions')
    .where('id_hash', '=', match.id_hash)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the admin except `keepHash` (the one asking); returns how many live ones ended. */
export async function deleteOtherSessions(db: Db, adminId: number, keepHash: string): Promise<number> {
  const ended = (await listLiveSessions(db, adminId)).filter((s) => s.idHash !== keepHash).length;
  await db.deleteFrom('sessions').where('admin_id', '=', adminId).where('id_hash', '!=', keepHash).execute();
  return ended;
}
