import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { normalizeEmail, toRole, type Role } from '../auth/admin-user.repository';
import { SESSION_IDLE_MS } from '../auth/session.repository';

export interface AdminUserRow {
  id: number;
  email: string;
  role: Role;
  createdAt: string;
  lastSeenAt: string | null;
}

/** Every admin, by email, with the last activity of their live sessions. */
export async function listAdminUsers(db: Db): Promise<AdminUserRow[]> {
  const now = Date.now();
  const rows = await db
    .selectFrom('admin_users')
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.admin_id', '=', 'admin_users.id')
        .on('sessions.expires_at', '>', new Date(now).toISOString())
        .on('sessions.last_seen_at', '>', new Date(now - SESSION_IDLE_MS).toISOString()),
    )
    .select((eb) => [
      'admin_users.id',
      'admin_users.email',
      'admin_users.role',
      'admin_users.created_at',
      eb.fn.max('sessions.last_seen_at').as('last_seen_at'),
    ])
    .groupBy(['admin_users.id', 'admin_users.email', 'admin_users.role', 'admin_users.created_at'])
    .orderBy('admin_users.email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: toRole(r.role),
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at ?? null,
  }));
}

/** A new admin, or 'exists' when the email already has an account. */
export async function insertAdminUser(
  db: Db,
  input: { email: string; role: Role; passwordHash: string },
): Promise<AdminUserRow | 'exists'> {
  const email = normalizeEmail(input.email);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) return 'exists' as const;
    const row = await trx
      .insertInto('admin_users')
      .values({ email, password_hash: input.passwordHash, role: input.role, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email, role: input.role, createdAt: now, lastSeenAt: null };
  });
}

export type OwnerChange<T> =
  | { ok: true; before: { email: string; role: Role }; value: T }
  | { ok: false; reason: 'not-found' | 'not-owner' | 'last-owner' | 'self' };

/**
 * Runs a change that may take away an owner, in one transaction that first locks every owner row.
 * Two owners removing (or demoting) each other at the same moment are then serialised: the second
 * waits for the first, then finds itself no longer an owner, or the other the last one, and refuses.
 * (PostgreSQL: the no-op update takes row locks that the other transaction waits on and then
 * re-reads; SQLite: it takes the database's write lock before anything is read.)
 */
async function changeWithOwnerCheck<T>(
  db: Db,
  actorId: number,
  targetId: number,
  leavesOwner: (target: { role: Role }) => boolean,
  change: (trx: Transaction<DB>) => Promise<T>,
): Promise<OwnerChange<T>> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set((eb) => ({ role: eb.ref('role') }))
      .where('role', '=', 'owner')
      .execute();
    const owners = await trx.selectFrom('admin_users').select('id').where('role', '=', 'owner').execute();
    if (!owners.some((o) => o.id === actorId)) return { ok: false, reason: 'not-owner' } as const;
    const target = await trx
      .selectFrom('admin_users')
      .select(['email', 'role'])
      .where('id', '=', targetId)
      .executeTakeFirst();
    if (!target) return { ok: false, reason: 'not-found' } as const;
    const role = toRole(target.role);
    const ownersAfter = owners.length - (role === 'owner' && !leavesOwner({ role }) ? 1 : 0);
    if (ownersAfter < 1) return { ok: false, reason: 'last-owner' } as const;
    return { ok: true, before: { email: target.email, role }, value: await change(trx) } as const;
  });
}

/** Gives an admin another role; refuses to leave no owner. */
export function setAdminRole(db: Db, actorId: number, targetId: number, role: Role): Promise<OwnerChange<void>> {
  return changeWithOwnerCheck(
    db,
    actorId,
    targetId,
    () => role === 'owner',
    async (trx) => {
      await trx.updateTable('admin_users').set({ role, updated_at: nowIso() }).where('id', '=', targetId).execute();
    },
  );
}

/** Removes an admin and ends their sessions in the same transaction; never oneself, never the last owner. */
export async function removeAdminUser(db: Db, actorId: number, targetId: number): Promise<OwnerChange<void>> {
  if (actorId === targetId) return { ok: false, reason: 'self' };
  return changeWithOwnerCheck(
    db,
    actorId,
    targetId,
    () => false,
    async (trx) => {
      await trx.deleteFrom('sessions').where('admin_id', '=', targetId).execute();
      await trx.deleteFrom('admin_users').where('id', '=', targetId).execute();
    },
  );
}

/** A new password for oneself: the other sessions end (the one in use stays), in one transaction. */
export async function changeOwnPassword(
  db: Db,
  adminId: number,
  passwordHash: string,
  keepSessionHash: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', adminId)
      .execute();
    const result = await trx
      .deleteFrom('sessions')
      .where('admin_id', '=', adminId)
      .where('id_hash', '!=', keepSessionHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
