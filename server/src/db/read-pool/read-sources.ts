import Database, { type Statement } from 'better-sqlite3';
import pg from 'pg';
import Cursor from 'pg-cursor';

/** Rows of one query, read `n` at a time; `done` once the last row was read. */
export interface RowCursor {
  read(n: number): Promise<{ rows: Record<string, unknown>[]; done: boolean }>;
  close(): Promise<void>;
}

/** A read worker's own connection. */
export interface ReadSource {
  all(sql: string, params: unknown[]): Promise<unknown[]>;
  open(sql: string, params: unknown[]): Promise<RowCursor>;
}

/** A read-only SQLite connection; WAL lets it read beside the writer. Statements are kept, as on the main connection. */
export function openSqliteSource(file: string): ReadSource {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const statements = new Map<string, Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (!statement.reader) throw new Error('the read pool runs queries that return rows only');
      statements.set(sql, statement);
      if (statements.size > 256) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
  return {
    all: async (sql, params) => prepare(sql).all(params),
    async open(sql, params) {
      const iterator = prepare(sql).iterate(params) as IterableIterator<Record<string, unknown>>;
      return {
        async read(n) {
          const rows: Record<string, unknown>[] = [];
          while (rows.length < n) {
            const step = iterator.next();
            if (step.done) return { rows, done: true };
            rows.push(step.value);
          }
          return { rows, done: false };
        },
        async close() {
          iterator.return?.();
        },
      };
    },
  };
}

/**
 * One PostgreSQL client, connected on first use, reading through a server-side cursor (pg-cursor):
 * pg parses the rows on this thread, not on the server's event loop. Its own types are pg's
 * defaults, as on the server's pools (which set none).
 */
export function openPostgresSource(options: { url: string; searchPath?: string; applicationName: string }): ReadSource {
  let client: Promise<pg.Client> | undefined;
  const connect = () => {
    client ??= (async () => {
      const c = new pg.Client({
        connectionString: options.url,
        application_name: options.searchPath
          ? `${options.applicationName} ${options.searchPath}`
          : options.applicationName,
        ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
      });
      // A dropped connection fails the read in progress; the next one connects again.
      c.on('error', () => (client = undefined));
      await c.connect();
      return c;
    })().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  return {
    all: async (sql, params) => (await (await connect()).query(sql, params)).rows,
    async open(sql, params) {
      const cursor = (await connect()).query(new Cursor<Record<string, unknown>>(sql, params));
      return {
        async read(n) {
          const rows = await cursor.read(n);
          return { rows, done: rows.length < n };
        },
        close: () => cursor.close(),
      };
    },
  };
}
