import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * "Forgot password?" links (features/owner): one row per link e-mailed. Only a hash of the link's
 * random token is kept, so a copy of the database (a backup) holds no working link. A row is used
 * once (used_at) and works until expires_at (30 minutes); deleting its admin deletes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_admin_id').on('password_resets').column('admin_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
