import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.

const LEADS = ['inquiries', 'admissions'];

/**
 * Leads the office works through (docs/decisions/024-follow-ups-replies-and-reports.md):
 * - follow_up_on: the India calendar day (YYYY-MM-DD) to call or write again; null: none planned.
 * - assigned_to: the admin (admin_users.id) who follows the lead up; null: nobody yet. Not a foreign
 *   key: removing a user must not fail or rewrite history, the panel says "a removed user".
 * - <table>_follow_up: the dashboard's "due today or overdue" count and the list's filter read
 *   only leads outside the Trash with a date, from this index alone (partial, both dialects).
 * - reply_templates: the office's WhatsApp messages ("Fees and batch timings"), a short ordered list
 *   staff edit; three to start from so the button is useful on day one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEADS) {
    await db.schema.alterTable(table).addColumn('follow_up_on', 'text').execute();
    await db.schema.alterTable(table).addColumn('assigned_to', 'integer').execute();
    await db.schema
      .createIndex(`${table}_follow_up`)
      .on(table)
      .column('follow_up_on')
      .where(sql.ref('deleted_at'), 'is', null)
      .where(sql.ref('follow_up_on'), 'is not', null)
      .execute();
  }
  await db.schema
    .createTable('reply_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('reply_templates')
    .values([
      {
        id: 1,
        position: 1,
        title: 'Fees and batch timings',
        body: 'Namaste {name}, thank you for asking about {course} at {institute}. The fees and batch timings: … Reply here or call us to book your seat.',
      },
      {
        id: 2,
        position: 2,
        title: 'Call back',
        body: 'Namaste {name}, this is {institute}. We tried to call you about {course}. When may we call you back?',
      },
      {
        id: 3,
        position: 3,
        title: 'Admission confirmed',
        body: 'Namaste {name}, your admission to {course} at {institute} is confirmed. Please bring a photo and an ID on your first day.',
      },
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reply_templates').execute();
  for (const table of LEADS) {
    await db.schema.dropIndex(`${table}_follow_up`).execute();
    await db.schema.alterTable(table).dropColumn('assigned_to').execute();
    await db.schema.alterTable(table).dropColumn('follow_up_on').execute();
  }
}
