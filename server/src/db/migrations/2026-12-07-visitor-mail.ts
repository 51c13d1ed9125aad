import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * E-mail to visitors (acknowledgements, a donor's thank-you and receipt):
 * - `mail_suppressions`: addresses never written to again, because their owner unsubscribed or
 *   their mail server refused them for good (a hard bounce). Keyed by the address in lower case.
 * - `notification_outbox.recipient`: a keyed hash of a visitor mail's address, kept after sending,
 *   so acknowledgements to one address can be limited (an attacker must not be able to mail-bomb a
 *   stranger through the inquiry form) without the address staying in the outbox. Null for mail to
 *   the institute.
 * - `donations.receipt_no` / `receipt_at`: the receipt number given when staff verify it, once,
 *   unique; `receipt_counters` holds the last number of each financial year ("2026-27").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_suppressions')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('notification_outbox').addColumn('recipient', 'text').execute();
  await db.schema
    .createIndex('notification_outbox_recipient')
    .on('notification_outbox')
    .columns(['recipient', 'kind', 'created_at'])
    .execute();
  await db.schema.alterTable('donations').addColumn('receipt_no', 'text').execute();
  await db.schema.alterTable('donations').addColumn('receipt_at', 'text').execute();
  await db.schema.createIndex('donations_receipt_no').on('donations').column('receipt_no').unique().execute();
  await db.schema
    .createTable('receipt_counters')
    .addColumn('year', 'text', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipt_counters').execute();
  await db.schema.dropIndex('donations_receipt_no').execute();
  await db.schema.alterTable('donations').dropColumn('receipt_at').execute();
  await db.schema.alterTable('donations').dropColumn('receipt_no').execute();
  await db.schema.dropIndex('notification_outbox_recipient').execute();
  await db.schema.alterTable('notification_outbox').dropColumn('recipient').execute();
  await db.schema.dropTable('mail_suppressions').execute();
}
