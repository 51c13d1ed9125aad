import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * Outgoing e-mail about new submissions (decision 025), as an outbox: a row is written in the
 * same transaction as the inquiry, admission or donation it is about, and a worker in any server
 * process sends it later. `status` is pending → sending (claimed by one process until
 * `claimed_until`) → sent, or failed after retrying for days. One row per submission.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('notification_outbox')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('notification_outbox_record', ['kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('notification_outbox_due')
    .on('notification_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_outbox').execute();
}
