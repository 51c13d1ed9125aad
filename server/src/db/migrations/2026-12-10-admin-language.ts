import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The language each admin reads the panel in (decision 026, docs/decisions/026-hindi.md §8): 'en'
 * or 'hi', chosen under My account and kept with the account, so it follows the admin to every
 * device and login. Every account before the column read the panel in English, so the default
 * fills them: a constant default is a change of the table's definition on both databases
 * (PostgreSQL 11+ and SQLite write no row).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('language').execute();
}
