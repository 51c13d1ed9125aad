import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * Browsers that could not load a front-end part (a remote's script or chunk failed even after a
 * retry), counted per part, release version and day: the admin panel shows them beside each
 * release, so a bad release is seen without anyone's browser console.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_load_failures')
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_load_failures_key', ['part', 'version', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_load_failures').execute();
}
