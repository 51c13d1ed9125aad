import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The site's language a submission was sent in (decision 026, docs/decisions/026-hindi.md §7):
 * 'en' or 'hi'. Every row before the column was sent from the English site, so the default fills
 * them: a constant default is a change of the table's definition on both databases (PostgreSQL 11+
 * and SQLite write no row), so the migration takes the same moment on a million rows as on ten.
 * No index: two values, and a list filtered by it is still read in `created_at` order.
 */
const TABLES = ['inquiries', 'admissions', 'donations'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('language').execute();
}
