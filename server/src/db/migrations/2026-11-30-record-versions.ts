import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/** Every table whose rows an admin edits in a form (docs/decisions/012-no-silent-overwrites.md). */
const VERSIONED = [
  'courses',
  'leaders',
  'testimonials',
  'gallery_photos',
  'videos',
  'inquiries',
  'admissions',
  'donations',
];

/**
 * Optimistic concurrency: `version` goes up by one with every save; a save based on an older
 * version is refused with who saved last (`changed_by`, an admin's e-mail) and when (`changed_at`).
 * The settings are one key/value row per field, so their version lives in a one-row table of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of VERSIONED) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('changed_by', 'text').execute();
    await db.schema.alterTable(table).addColumn('changed_at', 'text').execute();
  }
  await db.schema
    .createTable('settings_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text')
    .execute();
  await db.insertInto('settings_state').values({ id: 1, version: 1 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings_state').execute();
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).dropColumn('changed_at').execute();
    await db.schema.alterTable(table).dropColumn('changed_by').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
