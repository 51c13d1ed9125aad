import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/** Every list whose order the admin arranges (three course lists, four content lists). */
const LISTS = ['courses', 'featured', 'grid', 'photos', 'videos', 'leaders', 'testimonials'];

/**
 * The version of each list's order (docs/decisions/023-drag-to-order-and-many-photos.md): a reorder
 * sends the version it saw and claims the next one with one conditional UPDATE of this row, the way
 * a record's save claims its own (decision 012). A row per list, so reordering photos never makes a
 * course reorder stale.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text')
    .execute();
  await db
    .insertInto('list_versions')
    .values(LISTS.map((name) => ({ name, version: 1 })))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('list_versions').execute();
}
