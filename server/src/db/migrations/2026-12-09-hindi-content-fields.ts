import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The Hindi of the institute's own records (docs/decisions/026-hindi.md §3, "Courses, people and
 * settings"): a `hindi` column on courses, leaders and testimonials holding a JSON object
 * `{ englishText: hindiText }`, the record's translations keyed by the English each translates.
 * '{}' = no Hindi of the owner's (the shipped Hindi of the seeded courses lives in code). A constant
 * default changes only the table's definition on both databases: no row is rewritten. The prose
 * settings' Hindi is a `site_settings` row like every setting: no change of table.
 *
 * Named after the last migration (2026-12-08): Kysely refuses to start on a database whose applied
 * migrations are not the first ones in name order, so an earlier date would stop every existing install.
 */
const TABLES = ['courses', 'leaders', 'testimonials'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('hindi', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('hindi').execute();
}
