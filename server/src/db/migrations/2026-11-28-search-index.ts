import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * The admin lists' search columns on this date (the resource definitions' searchFields, as
 * columns). The list query uses an index only while its searched columns are all in here.
 */
const SEARCHED: Record<string, string[]> = {
  inquiries: ['name', 'email', 'phone', 'course'],
  admissions: ['name', 'email', 'phone', 'course'],
  donations: ['name', 'email', 'upi_reference'],
  certificates: ['name', 'roll', 'dob'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Issue 13: admin search ("contains", any case, over the search columns) read every row, twice per
 * request (page and total): 209 ms with 100,000 inquiries on PostgreSQL. Each dialect gets a
 * trigram index that finds the candidate rows; the query still applies its exact `like` to them.
 * - PostgreSQL: a pg_trgm GIN index on lower(column) per column, the very expression the query
 *   filters on (an `or` of columns becomes a BitmapOr of these). A database that may not create
 *   the extension keeps the scan, says so in one line, and still starts.
 * - SQLite: an FTS5 `trigram` table per list (`<table>_search`, external content: it stores only
 *   the index) kept in step by triggers on insert, delete and an update of a searched column.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await postgresTrigramIndexes(db);
  else for (const [table, columns] of Object.entries(SEARCHED)) await sqliteTrigramTable(db, table, columns);
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    if (isPostgres(db)) {
      for (const column of columns) await sql`drop index if exists ${sql.id(`${table}_search_${column}`)}`.execute(db);
      continue;
    }
    for (const suffix of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.id(`${table}_search_${suffix}`)}`.execute(db);
    await sql`drop table if exists ${sql.id(`${table}_search`)}`.execute(db);
  }
  // pg_trgm stays: an extension belongs to the whole database, and other schemas may use it.
}

async function sqliteTrigramTable(db: AnyDb, table: string, columns: string[]) {
  const fts = `${table}_search`;
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
  const add = `insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});`;
  await sql.raw(`create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
  // Only a change to a searched column touches the index (a status change or move to the Trash does not).
  await sql.raw(`create trigger ${fts}_update after update of ${list} on ${table} begin ${remove} ${add} end`).execute(db);
}

async function postgresTrigramIndexes(db: AnyDb) {
  const schema = await trigramSchema(db);
  if (!schema) return;
  for (const [table, columns] of Object.entries(SEARCHED)) {
    for (const column of columns) {
      // The operator class is named with the extension's schema: it need not be on the search_path.
      await sql`create index ${sql.id(`${table}_search_${column}`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
    }
  }
}

/** The schema pg_trgm lives in, creating the extension if it may; undefined (and one log line) if not. */
async function trigramSchema(db: AnyDb): Promise<string | undefined> {
  const installed = async () =>
    (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  const existing = await installed();
  if (existing) return existing;
  // An extension is one per database. In `public` it outlives any one schema (tests throw theirs
  // away: dropping the schema that holds it would drop every index built on it); else the current one.
  let failure = '';
  for (const create of [sql`create extension if not exists pg_trgm with schema public`, sql`create extension if not exists pg_trgm`]) {
    const error = await attempt(db, create);
    if (!error) break;
    failure = error;
  }
  const schema = await installed();
  if (!schema) {
    console.warn(`Admin search: the pg_trgm extension could not be created (${failure}); searches will read whole tables instead of an index.`);
  }
  return schema;
}

/** Runs one statement; answers its error message. Inside the migration's transaction a savepoint keeps a failure from aborting it. */
async function attempt(db: AnyDb, statement: RawBuilder<unknown>): Promise<string | undefined> {
  const savepoint = db.isTransaction;
  if (savepoint) await sql`savepoint search_index_extension`.execute(db);
  try {
    await statement.execute(db);
    if (savepoint) await sql`release savepoint search_index_extension`.execute(db);
    return undefined;
  } catch (error) {
    if (savepoint) await sql`rollback to savepoint search_index_extension`.execute(db);
    return (error as Error).message;
  }
}
