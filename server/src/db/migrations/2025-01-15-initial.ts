import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this file must never import application code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function idColumn(db: AnyDb) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return pg ? ('serial' as const) : ('integer' as const);
}

export async function up(db: AnyDb): Promise<void> {
  const idType = idColumn(db);
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', idType, (c) => (idType === 'serial' ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await withId('inquiries')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_changed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiries_created_at').on('inquiries').column('created_at').execute();

  await withId('admissions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_changed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admissions_created_at').on('admissions').column('created_at').execute();

  await withId('donations')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('screenshot_key', 'text', (c) => c.notNull())
    .addColumn('screenshot_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision')
    .addColumn('message', 'text')
    .addColumn('upi_reference', 'text')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('donations_created_at').on('donations').column('created_at').execute();

  await withId('certificates')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('roll', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificates_roll').on('certificates').column('roll').execute();

  await withId('admin_users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_admin_id').on('sessions').column('admin_id').execute();

  await withId('audit_log')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'audit_log',
    'sessions',
    'admin_users',
    'certificates',
    'donations',
    'admissions',
    'inquiries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
