import { type Kysely, PostgresAdapter, sql } from 'kysely';

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
 * Decision 014: admin search ("contains", any case, over the search columns) read every row, twice per
 * request (page and total): 209 ms with 100,000 inquiries on PostgreSQL. Each dialect gets a
 * trigram index that finds the candidate rows; the query still applies its exact `like` to them.
 * - PostgreSQL: a pg_trgm GIN index on lower(column) per column — built after the migrations, at
 *   every start, by db/search-indexes.ts, not here. This migration used to build them inside its
 *   transaction: a plain CREATE INDEX, which blocks writes to a live table for seconds at 100,000
 *   rows (CONCURRENTLY cannot run in a transaction), and which never happened if pg_trgm was
 *   enabled after it ran. A database migrated then has the indexes, and the start-up step finds them.
 * - SQLite: an FTS5 `trigram` table per list (`<table>_search`, external content: it stores only
 *   the index) kept in step by triggers on insert, delete and an update of a searched column.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, columns] of Object.entries(SEARCHED)) await sqliteTrigramTable(db, table, columns);
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    if (isPostgres(db)) {
      for (const column of columns) await sql`drop index if exists ${sql.id(`${table}_search_${column}`)}`.execute(db);
      continue;
    }
    for (const suffix of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`${table}_search_${suffix}`)}`.execute(db);
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
  await sql
    .raw(`create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`)
    .execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
  // Only a change to a searched column touches the index (a status change or move to the Trash does not).
  await sql
    .raw(`create trigger ${fts}_update after update of ${list} on ${table} begin ${remove} ${add} end`)
    .execute(db);
}
