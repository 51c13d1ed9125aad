import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Db = Kysely<DB>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  /** SQLite file path (for the backup command); undefined on PostgreSQL. */
  sqlitePath?: string;
  close(): Promise<void>;
}

/** Every SQLite connection gets WAL (readers never block the writer) and synchronous=NORMAL. */
export function openSqlite(file: string): SqliteDatabase.Database {
  const conn = new SqliteDatabase(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = NORMAL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  return conn;
}

export function createSqliteDatabase(file: string): Database {
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: async () => openSqlite(file) }) });
  return { db, dialect: 'sqlite', sqlitePath: file, close: () => db.destroy() };
}

/** `searchPath` lets tests isolate each run in its own schema. */
export function createPostgresDatabase(url: string, searchPath?: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function createDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//i.test(opts.databaseUrl)) return createPostgresDatabase(opts.databaseUrl);
  return createSqliteDatabase(path.join(opts.dataDir, 'dds.sqlite'));
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
