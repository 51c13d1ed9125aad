import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { normalizeEmail, type AdminUser } from '../auth/admin-user.repository';

/** Any number: the advisory lock that makes two setups on PostgreSQL take turns. */
const FIRST_OWNER_LOCK = 224_001;

/**
 * The first admin, an owner, only while there is no admin at all. The count and the insert are one
 * transaction; on PostgreSQL two setups at the same moment would both count zero, so they take
 * turns on a transaction-scoped advisory lock first (SQLite runs write transactions one at a time).
 */
export async function createFirstOwner(
  database: Database,
  email: string,
  passwordHash: string,
): Promise<AdminUser | 'exists'> {
  const normalized = normalizeEmail(email);
  const now = nowIso();
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK})`.execute(trx);
    const any = await trx.selectFrom('admin_users').select('id').limit(1).executeTakeFirst();
    if (any) return 'exists' as const;
    const row = await trx
      .insertInto('admin_users')
      .values({ email: normalized, password_hash: passwordHash, role: 'owner', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email: normalized, passwordHash, role: 'owner' as const, language: 'en' as const };
  });
}
