import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.

const SOFT_DELETED = ['inquiries', 'admissions', 'donations'];

/**
 * docs/admin-guide.md:
 * - deleted_at / deleted_reason ('deleted' or 'spam'): a submission the admin deletes goes to the
 *   Trash and can be restored; lists and counts leave such rows out.
 * - audit_log(target): a record's history is read by its target ("inquiry:42").
 * - donations(upi_reference): the duplicate-reference warning looks references up.
 * - <table>(created_at) where deleted_at is null: the lists' first page (newest first) and their
 *   totals read only rows outside the Trash, from this index alone (both dialects use partial indexes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SOFT_DELETED) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('deleted_reason', 'text').execute();
    await db.schema
      .createIndex(`${table}_live_created_at`)
      .on(table)
      .column('created_at')
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }
  await db.schema.createIndex('audit_log_target').on('audit_log').column('target').execute();
  await db.schema.createIndex('donations_upi_reference').on('donations').column('upi_reference').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('donations_upi_reference').execute();
  await db.schema.dropIndex('audit_log_target').execute();
  for (const table of SOFT_DELETED) {
    await db.schema.dropIndex(`${table}_live_created_at`).execute();
    await db.schema.alterTable(table).dropColumn('deleted_reason').execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
