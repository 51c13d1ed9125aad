import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The course whose page an inquiry was sent from ("Send an inquiry" on a course page), by name as
 * the page showed it; '' for an inquiry sent from anywhere else (every inquiry before this column).
 * The contract's three-option `course` stays as it was (docs/decisions/018-phones-and-leads.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('course_page', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').dropColumn('course_page').execute();
}
