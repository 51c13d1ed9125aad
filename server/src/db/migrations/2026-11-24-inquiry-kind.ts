import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * Who sent an inquiry: a student about a course (every inquiry before this column), or a business
 * about a project from a services page, whose `course` holds the service topic or ''.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('student'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').dropColumn('kind').execute();
}
