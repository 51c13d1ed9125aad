import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The stored size of each donation screenshot, so the quota on unverified uploads is one SUM
 * instead of a stat per file. Null for rows from before: start-up reconcile fills them in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('screenshot_bytes', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('donations').dropColumn('screenshot_bytes').execute();
}
