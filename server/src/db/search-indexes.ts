import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { PHONE_DIGITS_INDEX, SEARCH_INDEX, phoneDigitsExpression, wordsDocument } from './search-expressions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface PlannedIndex {
  index: string;
  table: string;
  /** `using gin (…)`: the expression and its operator class. */
  on: RawBuilder<unknown>;
}

/**
 * Every search index, named: per column a trigram index on lower(column) ("contains" of 3+
 * characters); per list its words (a 1–2 letter search: a word's beginning, needs no extension);
 * per list with a phone its digits. `trigramSchema` undefined: pg_trgm is not available, so only
 * the words indexes.
 */
export function plannedSearchIndexes(trigramSchema: string | undefined): PlannedIndex[] {
  // A trigram index per column on lower(column): the very expression the list query filters on
  // (resource-search.ts), so a search over them reads the index.
  return Object.entries(SEARCH_INDEX).flatMap(([table, columns]) => [
    ...(trigramSchema
      ? columns.map((column) => ({
          index: `${table}_search_${column}`,
          table,
          on: sql`lower(${sql.ref(column)}) ${sql.id(trigramSchema, 'gin_trgm_ops')}`,
        }))
      : []),
    { index: `${table}_search_words`, table, on: wordsDocument(columns) },
    ...(trigramSchema && PHONE_DIGITS_INDEX.includes(table)
      ? [
          {
            index: `${table}_search_digits`,
            table,
            on: sql`${phoneDigitsExpression('phone')} ${sql.id(trigramSchema, 'gin_trgm_ops')}`,
          },
        ]
      : []),
  ]);
}

export interface SearchIndexReport {
  /** Indexes built by this call, `concurrently` when their table already had rows. */
  built: Array<{ index: string; concurrently: boolean }>;
  /** Why there are none: pg_trgm is missing and may not be created by this database role. */
  unavailable?: string;
}

/**
 * Builds the PostgreSQL search indexes that are missing (or left invalid by a build that was
 * interrupted), after the migrations and outside any transaction. At every start, so:
 * - an operator who enables pg_trgm after the first start (`create extension pg_trgm` as a role
 *   that may) gets the indexes at the next start, where a migration would have run once, too early;
 * - a table that already has rows is indexed with CREATE INDEX CONCURRENTLY: the office keeps
 *   receiving inquiries while it builds (a plain CREATE INDEX blocks every write to the table for
 *   the seconds it takes at 100,000 rows). An empty table (a fresh install, tests) takes the plain,
 *   instant form, which need not wait for every other transaction in the database.
 * Two processes starting together take turns on an advisory lock (per schema), so no index is
 * built twice and none is dropped as "invalid" while the other is still building it.
 * SQLite: nothing to do (its FTS5 tables come with migrations 2026-11-28-search-index and
 * 2026-12-02-search-words-and-digits).
 */
export async function ensureSearchIndexes(
  db: AnyDb,
  log: (message: string) => void = console.warn,
): Promise<SearchIndexReport> {
  const report: SearchIndexReport = { built: [] };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return report;
  // One connection for all of it: the advisory lock is the session's, and CONCURRENTLY refuses to
  // run inside a transaction block.
  await db.connection().execute(async (conn) => {
    const lockKey = sql`hashtext('dds-search-indexes:' || current_schema())`;
    await sql`select pg_advisory_lock(${lockKey})`.execute(conn);
    try {
      const trigram = await trigramSchema(conn);
      if ('failure' in trigram) {
        report.unavailable = trigram.failure;
        log(
          `Admin search: the pg_trgm extension could not be created (${trigram.failure}); searches will read whole tables instead of an index.`,
        );
      }
      for (const { index, table, on } of plannedSearchIndexes('schema' in trigram ? trigram.schema : undefined)) {
        const state = await indexState(conn, index);
        if (state === 'valid') continue;
        // Left by a CONCURRENTLY build that was interrupted: not used by queries, yet still updated
        // on every write. Dropped and built again.
        if (state === 'invalid') await sql`drop index concurrently if exists ${sql.id(index)}`.execute(conn);
        const hasRows =
          (await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(table)}) as found`.execute(conn))
            .rows[0]?.found === true;
        const how = hasRows ? sql`concurrently ` : sql``;
        // The operator class is named with the extension's schema: it need not be on the search_path.
        await sql`create index ${how}if not exists ${sql.id(index)} on ${sql.table(table)} using gin (${on})`.execute(
          conn,
        );
        report.built.push({ index, concurrently: hasRows });
      }
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(conn);
    }
  });
  return report;
}

async function indexState(db: AnyDb, index: string): Promise<'missing' | 'valid' | 'invalid'> {
  const row = (
    await sql<{
      valid: boolean;
    }>`select i.indisvalid as valid from pg_index i where i.indexrelid = to_regclass(${index})`.execute(db)
  ).rows[0];
  if (!row) return 'missing';
  return row.valid ? 'valid' : 'invalid';
}

/** The schema pg_trgm lives in, creating the extension if this role may; else why not. */
async function trigramSchema(db: AnyDb): Promise<{ schema: string } | { failure: string }> {
  const installed = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing) return { schema: existing };
  // An extension is one per database. In `public` it outlives any one schema (tests throw theirs
  // away: dropping the schema that holds it would drop every index built on it); else the current one.
  let failure = '';
  for (const create of [
    sql`create extension if not exists pg_trgm with schema public`,
    sql`create extension if not exists pg_trgm`,
  ]) {
    try {
      await create.execute(db);
      break;
    } catch (error) {
      failure = (error as Error).message;
    }
  }
  // Another process may have created it meanwhile (two `if not exists` at once: one fails).
  const schema = await installed();
  return schema ? { schema } : { failure };
}
