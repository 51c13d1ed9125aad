import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The logo and icons the owner uploaded, as the files the site serves at its root (favicon.ico,
 * apple-touch-icon.png, share-card.png, ddslogo.png, …), made once at upload. `kind` is the upload
 * they were made from ('logo' or 'favicon'): an uploaded favicon's icons win over those made from
 * the logo. Kept in the database, not the uploads folder: a few hundred KB in all, read on every
 * process, carried by backups, and no orphan files to reconcile. No row: the build's files.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('site_icons')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', pg ? sql`bytea` : 'blob', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_icons_pk', ['kind', 'name'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_icons').execute();
}
