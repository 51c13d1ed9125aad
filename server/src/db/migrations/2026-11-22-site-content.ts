import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * What the institute edits in the admin panel and every public page shows: its settings (one row
 * per field, so a new field needs no migration) and one content version, bumped by every change,
 * that keys the server's cache of rendered pages — shared by every process through the database.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('content_state').values({ id: 1, version: 1, updated_at: new Date().toISOString() }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_state').execute();
  await db.schema.dropTable('site_settings').execute();
}
