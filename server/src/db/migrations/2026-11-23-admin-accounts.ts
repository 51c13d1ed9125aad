import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * Admin accounts managed in the browser (decision 013) and the activity screen (item 6):
 * - admin_users.role: 'owner' manages users, 'staff' does the rest. Every admin from before was the
 *   only kind there was, with full powers, so existing rows become owners.
 * - sessions.ip and sessions.user_agent: what "My active sessions" shows to tell sessions apart.
 *   Null on sessions opened before this migration.
 * - audit_log indexes on actor and action: the activity screen filters by both.
 * Dated the 23rd so it sorts after the migrations of the 22nd that databases may already have run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor').execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').column('action').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_action').execute();
  await db.schema.dropIndex('audit_log_actor').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('admin_users').dropColumn('role').execute();
}
