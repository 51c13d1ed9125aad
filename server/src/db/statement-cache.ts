import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the app has a few dozen (list filters combine into more). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The better-sqlite3 connection as Kysely's SQLite dialect sees it, with prepared statements kept
 * by SQL text. Kysely prepares every query anew, and preparing (parsing and planning the SQL) was
 * about a third of the database time of a form insert. A statement is rebound with new parameters
 * on each use; SQLite re-prepares it by itself after a schema change. A cached statement that is
 * still being read by a streamed query is busy, so a second use of the same SQL meanwhile gets
 * a fresh statement.
 */
export function withStatementCache(conn: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>(); // in order of use, least recent first
  return {
    close: () => conn.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) {
        if (cached.busy) return conn.prepare(sql);
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = conn.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
