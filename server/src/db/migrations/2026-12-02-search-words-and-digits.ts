import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.

/**
 * Decision 014: two search shapes read whole tables — a one- or two-letter search (a trigram needs
 * three) and a phone number typed without the separators it was stored with (`9876543210` for
 * `98765 43210`). On SQLite each list gets two more FTS5 tables, contentless (they store only the
 * index) and kept in step by triggers:
 * - `<table>_words`: the search columns as words, with prefix indexes of 1 and 2 characters, so a
 *   short search finds the words that start with it;
 * - `<table>_digits` (lists with a phone): the phone's digits, as trigrams, so any run of 3+ digits
 *   is found whatever separators were typed.
 * PostgreSQL gets the matching expression indexes at start-up (db/search-indexes.ts).
 */
const WORDS: Record<string, string[]> = {
  inquiries: ['name', 'email', 'phone', 'course'],
  admissions: ['name', 'email', 'phone', 'course'],
  donations: ['name', 'email', 'upi_reference'],
  certificates: ['name', 'roll', 'dob'],
};
const PHONE_TABLES = ['inquiries', 'admissions'];
const digitsOf = (column: string) =>
  `replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A contentless FTS5 table over `values` (SQL expressions of the row), with its triggers and rows. */
async function contentlessIndex(
  db: AnyDb,
  table: string,
  fts: string,
  columns: string[],
  values: (row: string) => string[],
  options: string,
  watched: string[],
) {
  const list = columns.join(', ');
  const add = `insert into ${fts}(rowid, ${list}) values (new.id, ${values('new').join(', ')});`;
  const remove = `delete from ${fts} where rowid = old.id;`;
  await sql
    .raw(`create virtual table ${fts} using fts5(${list}, content='', contentless_delete=1, ${options})`)
    .execute(db);
  await sql.raw(`insert into ${fts}(rowid, ${list}) select id, ${values(table).join(', ')} from ${table}`).execute(db);
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
  await sql
    .raw(`create trigger ${fts}_update after update of ${watched.join(', ')} on ${table} begin ${remove} ${add} end`)
    .execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, columns] of Object.entries(WORDS)) {
    const values = (row: string) => columns.map((c) => `${row}.${c}`);
    await contentlessIndex(
      db,
      table,
      `${table}_words`,
      columns,
      values,
      `tokenize='unicode61 remove_diacritics 2', prefix='1 2'`,
      columns,
    );
  }
  for (const table of PHONE_TABLES) {
    await contentlessIndex(
      db,
      table,
      `${table}_digits`,
      ['phone_digits'],
      (row) => [digitsOf(`${row}.phone`)],
      `tokenize='trigram'`,
      ['phone'],
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [...Object.keys(WORDS).map((t) => `${t}_words`), ...PHONE_TABLES.map((t) => `${t}_digits`)];
  for (const fts of tables) {
    if (isPostgres(db)) {
      await sql`drop index if exists ${sql.id(fts.replace(/_(words|digits)$/, '_search_$1'))}`.execute(db);
      continue;
    }
    for (const suffix of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`${fts}_${suffix}`)}`.execute(db);
    await sql`drop table if exists ${sql.id(fts)}`.execute(db);
  }
}
