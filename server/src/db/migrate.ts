import { type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import { migrationFiles } from './migration-files';
import { ensureSearchIndexes } from './search-indexes';

/** Names are dated; Kysely applies them in name order and records them. */
const provider: MigrationProvider = { getMigrations: async () => migrationFiles() };

// Each listing can meet another drop; under a busy neighbour (the test drops one every few ms) a few
// in a row do, so the attempts are many and short.
const LISTING_ATTEMPTS = 50;

/**
 * PostgreSQL's "… does not exist" about something another client dropped while Kysely listed the
 * tables: a schema that is not ours, or a table or column of one (the listing looks each up by name
 * after reading the catalog). Only retried while nothing has run, so a migration's own failure is
 * never hidden.
 */
function isVanishedObject(error: unknown, ours: string | undefined): boolean {
  const message = error instanceof Error ? error.message : '';
  const schema = /^schema "(.+)" does not exist$/.exec(message)?.[1];
  if (schema !== undefined) return schema !== ours;
  return /^(relation "[^"]+"|column "[^"]+" of relation "[^"]+") does not exist$/.test(message);
}

/**
 * Brings the database up to date: the migrations, then the search indexes (./search-indexes).
 * `schema`: the PostgreSQL schema the database works in when it is not the default one (tests).
 * Kysely must be told: otherwise a migration table in any other schema passes for its own.
 */
export async function migrateToLatest(db: Db, opts: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) });
  let { error, results } = await migrator.migrateToLatest();
  // Before it migrates, Kysely's migrator lists the tables of every schema the role may use
  // (PostgreSQL: a privilege check per schema, by name); a schema another client drops at that
  // moment fails the listing with 'schema "…" does not exist' (or a table or column of it: 'column
  // "id" of relation "t" does not exist') although nothing of ours is wrong.
  // Nothing has run then (no results, or every one "NotExecuted": Kysely lists the tables again
  // inside its lock), so the same call is made again.
  const nothingRan = () => !results || results.every((r) => r.status === 'NotExecuted');
  for (
    let attempt = 1;
    attempt < LISTING_ATTEMPTS && nothingRan() && isVanishedObject(error, opts.schema);
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(10 * attempt, 100)));
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  // PostgreSQL's search indexes: outside the migrations' transactions (CONCURRENTLY on a live
  // table), and again at every start (pg_trgm may have been enabled since).
  await ensureSearchIndexes(db);
}
