import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The public site's texts as the owner rewrote them: one row per text and language. The shipped
 * texts live in code (@dds/shared/schemas/site-text); a row overrides one of them, a null value is
 * "back to the shipped text" (the row stays so its version keeps counting: a form loaded before a
 * restore cannot then save over it). `language` is 'en' today; another language is more rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_blocks')
    .addColumn('block_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text')
    .addPrimaryKeyConstraint('content_blocks_pk', ['block_key', 'language'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_blocks').execute();
}
