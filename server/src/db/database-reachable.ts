import pg from 'pg';
import { ConfigError, isPostgresUrl } from '../config';

/** DATABASE_URL without its password, for messages: postgres://user@host:port/database. */
export function describePostgresUrl(url: string): string {
  // A Unix-socket URL as the README has it, postgres://dds@/dds?host=/var/run/postgresql, has an
  // empty host, which WHATWG URL refuses (libpq and pg accept it): parse it with a stand-in host.
  const parsed = URL.canParse(url)
    ? new URL(url)
    : new URL(url.replace(/^([a-z]+:\/\/(?:[^@/]*@)?)\//i, '$1localhost/'));
  const host = parsed.searchParams.get('host') ?? (parsed.hostname || 'localhost');
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `postgres://${user}${host}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * Proves at start that DATABASE_URL's PostgreSQL answers, with one connection of its own that gives
 * up after `timeoutMs` (the pool would wait without end on a firewall that drops packets). Stopped
 * server, wrong host, password or database name all refuse the start with one line naming
 * DATABASE_URL, instead of a stack trace from the first migration. SQLite needs no check.
 */
export async function assertDatabaseReachable(databaseUrl: string | undefined, timeoutMs = 10_000): Promise<void> {
  if (!isPostgresUrl(databaseUrl)) return;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {}); // a drop after the check is not this check's business
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new ConfigError(
      `DATABASE_URL: cannot reach PostgreSQL at ${describePostgresUrl(databaseUrl)} (${(error as Error).message}). ` +
        'Start PostgreSQL, or correct DATABASE_URL (leave it unset for SQLite in DATA_DIR).',
    );
  } finally {
    await client.end().catch(() => {});
  }
}
