import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { DB } from './schema';
import { GroupCommit, type SubmitWork } from './group-commit';
import { ReadPool } from './read-pool/read-pool';
import { PooledReadDialect } from './read-pool/worker-sqlite-dialect';
import { withStatementCache } from './statement-cache';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import { syncWalFile } from './wal-sync';

export type Db = Kysely<DB>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  /**
   * The admin's heavy reads (lists, searches, counts): on SQLite answered by worker threads with
   * read-only connections (read-pool/), so they never hold the event loop that serves visitors; on
   * PostgreSQL a pool of its own, as small as SQLite's, so staff work queues in the server instead
   * of taking every core from the visitors' queries. Reads only.
   */
  reads: Db;
  /**
   * Where exports stream (`.stream(n)`): on SQLite `reads` (its pool runs one stream less than it
   * has workers); on PostgreSQL one connection of its own, so exports run one at a time.
   */
  streams: Db;
  /**
   * Worker threads that stream an export and format it as text there (read-pool/): on SQLite the
   * workers behind `reads`; on PostgreSQL one worker with a client of its own, so pg's parsing of
   * 100k rows is not on the event loop either.
   */
  readPool?: ReadPool;
  dialect: Dialect;
  /** SQLite file path (for the backup command); undefined on PostgreSQL. */
  sqlitePath?: string;
  /**
   * Writes of a public submission (a form post): resolves once they are committed. On SQLite
   * concurrent submissions share one transaction and one fsync (group commit, see group-commit.ts);
   * `work` must write only through the `db` it is given.
   */
  submit<T>(work: SubmitWork<T>): Promise<T>;
  /** Write transactions used by submit() so far. */
  stats(): { transactions: number };
  /** SQLite: the worker that checkpoints the WAL (wal-checkpointer.ts). */
  checkpointer?: WalCheckpointer;
  close(): Promise<void>;
}

export type SqliteSynchronous = 'FULL' | 'NORMAL';

/**
 * Every SQLite connection gets WAL (readers never block the writer) and synchronous=FULL: each
 * commit is fsynced before the visitor is told "saved", so a power cut loses nothing acknowledged.
 * (NORMAL in WAL mode may drop the last commits on power loss.) NORMAL exists only so `pnpm bench`
 * can show what FULL costs; synchronous is per connection and Kysely's SQLite dialect uses one.
 */
export function openSqlite(
  file: string,
  synchronous: SqliteSynchronous = 'FULL',
  { automaticCheckpoint = true } = {},
): SqliteDatabase.Database {
  const conn = new SqliteDatabase(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  // Off when a worker checkpoints instead (wal-checkpointer.ts); 1000 pages is SQLite's default.
  conn.pragma(`wal_autocheckpoint = ${automaticCheckpoint ? 1000 : 0}`);
  return conn;
}

/** Read workers by default: one for the lists while another streams an export (2-core servers). */
export const SQLITE_READ_WORKERS = 2;

export function createSqliteDatabase(
  file: string,
  synchronous: SqliteSynchronous = 'FULL',
  readWorkers = SQLITE_READ_WORKERS,
): Database {
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({
      database: async () => withStatementCache(openSqlite(file, synchronous, { automaticCheckpoint: false })),
    }),
  });
  const readPool = new ReadPool(file, readWorkers);
  const reads = new Kysely<DB>({ dialect: new PooledReadDialect(readPool) });
  // Checkpoints off the event loop too; if the worker fails, SQLite's own come back (one line).
  const checkpointer = startWalCheckpointer(file, (reason) => {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: `SQLite WAL ${reason}; automatic checkpoints are back on the main connection`,
      }),
    );
    sql`pragma wal_autocheckpoint = 1000`.execute(db).catch(() => undefined);
  });
  // As durable as FULL, with the batch's fsync off the event loop (group-commit.ts). With NORMAL
  // (the bench's comparison) nothing is fsynced at commit, so there is nothing to move.
  const wal = synchronous === 'FULL' ? syncWalFile(file) : undefined;
  const group = new GroupCommit(db, wal?.sync);
  const close = async () => {
    await group.drain();
    await readPool.close();
    await checkpointer.close();
    wal?.close();
    await db.destroy();
  };
  return {
    db,
    reads,
    streams: reads,
    readPool,
    dialect: 'sqlite',
    sqlitePath: file,
    submit: (work) => group.submit(work),
    stats: () => group.stats(),
    checkpointer,
    close,
  };
}

/**
 * PostgreSQL connections for the admin's heavy reads, and for exports (one at a time). Measured by
 * `pnpm bench` (heavy-reads): with staff reads on the main pool of 10, three exports and four
 * searches ran seven PostgreSQL backends at once on a 2-core server and visitors' pages waited.
 */
export const POSTGRES_READ_CONNECTIONS = 2;
export const POSTGRES_STREAM_CONNECTIONS = 1;

/** `searchPath` lets tests isolate each run in its own schema. */
export function createPostgresDatabase(
  url: string,
  searchPath?: string,
  readConnections = POSTGRES_READ_CONNECTIONS,
): Database {
  // Named in pg_stat_activity, so a DBA (and the tests) can tell the visitors' work from the staff's.
  const connect = (max: number, name: string) =>
    new pg.Pool({
      connectionString: url,
      max,
      application_name: searchPath ? `${name} ${searchPath}` : name,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
  // `cursor`: Kysely's `.stream(n)` reads n rows at a time through a server-side cursor (exports).
  const kysely = (pool: pg.Pool) => new Kysely<DB>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  const db = kysely(connect(10, 'dds'));
  const reads = kysely(connect(readConnections, 'dds-reads'));
  // The xlsx export streams here; the CSV export through the worker below (same name, one at a time each).
  const streams = kysely(connect(POSTGRES_STREAM_CONNECTIONS, 'dds-exports'));
  const readPool = new ReadPool(
    { postgres: { url, searchPath, applicationName: 'dds-exports' } },
    POSTGRES_STREAM_CONNECTIONS,
  );
  // PostgreSQL commits concurrent inserts in parallel on its pool; each submission commits alone,
  // in its own transaction: all its writes (e.g. the row and its e-mail in the outbox) or none.
  let transactions = 0;
  const submit = <T>(work: SubmitWork<T>) => {
    transactions += 1;
    return db.transaction().execute((trx) => work(trx));
  };
  const close = async () => {
    await Promise.all([reads.destroy(), streams.destroy(), readPool.close()]);
    await db.destroy();
  };
  return { db, reads, streams, readPool, dialect: 'postgres', submit, stats: () => ({ transactions }), close };
}

export function createDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  sqliteSynchronous?: SqliteSynchronous;
  sqliteReadWorkers?: number;
  postgresReadConnections?: number;
}): Database {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//i.test(opts.databaseUrl))
    return createPostgresDatabase(opts.databaseUrl, undefined, opts.postgresReadConnections);
  return createSqliteDatabase(path.join(opts.dataDir, 'dds.sqlite'), opts.sqliteSynchronous, opts.sqliteReadWorkers);
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
