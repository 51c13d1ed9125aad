import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { useScratchPostgres } from '../../test/support/scratch-postgres';
import { createTestDatabase } from '../../test/support/test-app';
import { createPostgresDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';
import { ensureSearchIndexes, plannedSearchIndexes } from './search-indexes';
import { SEARCH_INDEX } from './search-expressions';

const url = process.env.TEST_DATABASE_URL;
const INDEX_COUNT = plannedSearchIndexes('public').length;
const indexNames = (trigramSchema: string | undefined) =>
  plannedSearchIndexes(trigramSchema)
    .map((planned) => planned.index)
    .sort();

/** The search indexes in the database's schema, each with whether queries may use it. */
async function searchIndexes(database: Database): Promise<Record<string, boolean>> {
  const rows = await sql<{ name: string; valid: boolean }>`
    select c.relname as name, i.indisvalid as valid from pg_index i
    join pg_class c on c.oid = i.indexrelid
    where c.relnamespace = current_schema()::regnamespace and c.relname like '%\\_search\\_%'`.execute(database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.valid]));
}

const inquiry = (i: number) =>
  sql`insert into inquiries (name, email, phone, course, message, status, notes, kind, created_at)
    values (${`Student ${i}`}, ${`student${i}@example.com`}, ${`98${String(i).padStart(8, '0')}`}, 'spoken', 'Fees?', 'new', '', 'student', ${new Date().toISOString()})`;

/** Checks `condition` every 50 ms for up to 10 s. */
async function waitFor(condition: () => Promise<boolean>) {
  for (const start = Date.now(); Date.now() - start < 10_000; await new Promise((resolve) => setTimeout(resolve, 50)))
    if (await condition()) return;
  throw new Error('timed out');
}

(url ? describe : describe.skip)('PostgreSQL search indexes after the migrations [postgres]', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-search-indexes-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a live table is indexed CONCURRENTLY: the office can still write to it while the index builds', async () => {
    const { database, drop } = await createTestDatabase('postgres', dataDir);
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s;
    const client = (name: string) =>
      new pg.Client({ connectionString: url, options: `-c search_path=${schema}`, application_name: name });
    const [writer, other] = [client('dds-writer'), client('dds-other')];
    await writer.connect();
    await other.connect();
    try {
      // An install whose inquiries came before its search indexes (migrated by an older release).
      for (const column of SEARCH_INDEX.inquiries!)
        await sql`drop index ${sql.id(`inquiries_search_${column}`)}`.execute(database.db);
      await sql`insert into inquiries (name, email, phone, course, message, status, notes, kind, created_at)
        select 'Student ' || i, 'student' || i || '@example.com', '98' || lpad(i::text, 8, '0'), 'spoken', 'Fees?', 'new', '', 'student', now()::text
        from generate_series(1, 5000) as i`.execute(database.db);

      // A submission in progress when the server starts: its transaction holds the table.
      const writerPid = (await writer.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      await writer.query('begin');
      await writer.query(inquiry(900_001).compile(database.db).sql, [
        ...inquiry(900_001).compile(database.db).parameters,
      ]);
      const building = ensureSearchIndexes(database.db);
      // The build waits for that transaction to end ...
      await waitFor(
        async () =>
          (
            await other.query(
              `select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid)) and query ilike 'create index %inquiries_search_name%'`,
              [writerPid],
            )
          ).rows[0].n === 1,
      );
      // ... and meanwhile another inquiry is stored at once (a plain CREATE INDEX would queue it
      // behind its own wait until the timeout below).
      await other.query('set statement_timeout = 3000');
      const stored = inquiry(900_002).compile(database.db);
      await other.query(stored.sql, [...stored.parameters]);
      await writer.query('commit');

      const report = await building;
      expect(report.built).toEqual(
        SEARCH_INDEX.inquiries!.map((column) => ({ index: `inquiries_search_${column}`, concurrently: true })),
      );
      const indexes = await searchIndexes(database);
      expect(Object.keys(indexes)).toHaveLength(INDEX_COUNT);
      expect(Object.values(indexes).every(Boolean)).toBe(true);
      expect((await sql<{ n: number }>`select count(*)::int as n from inquiries`.execute(database.db)).rows[0]!.n).toBe(
        5002,
      );

      // The next start finds them all and builds nothing.
      expect((await ensureSearchIndexes(database.db)).built).toEqual([]);
    } finally {
      await writer.end();
      await other.end();
      await drop();
    }
  }, 60_000);

  it('an index left invalid by an interrupted build is built again at the next start', async () => {
    const { database, drop } = await createTestDatabase('postgres', dataDir);
    try {
      await sql`insert into inquiries (name, email, phone, course, message, status, notes, kind, created_at)
        select 'Student ' || i, 'student' || i || '@example.com', '98' || lpad(i::text, 8, '0'), 'spoken', 'Fees?', 'new', '', 'student', now()::text
        from generate_series(1, 100) as i`.execute(database.db);
      // What a CREATE INDEX CONCURRENTLY killed half-way leaves behind (the test role is a superuser).
      await sql`update pg_index set indisvalid = false where indexrelid = to_regclass('inquiries_search_email')`.execute(
        database.db,
      );
      expect((await searchIndexes(database)).inquiries_search_email).toBe(false);

      await migrateToLatest(database.db, {
        schema: (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s,
      });
      expect((await searchIndexes(database)).inquiries_search_email).toBe(true);
    } finally {
      await drop();
    }
  }, 60_000);

  describe('pg_trgm enabled after the migrations', () => {
    // A database of its own, whose role may not create extensions: pg_trgm is per database.
    const scratch = useScratchPostgres(url!, 'dds_lateext');

    it('builds the indexes at the next start, on the rows already there', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const first = createPostgresDatabase(scratch.url(), 'app');
      try {
        await migrateToLatest(first.db, { schema: 'app' });
        expect(warn).toHaveBeenCalledTimes(1);
        // Without pg_trgm only the words indexes (a short search), which need no extension.
        expect(Object.keys(await searchIndexes(first)).sort()).toEqual(indexNames(undefined));
        await inquiry(1).execute(first.db);
      } finally {
        await first.close();
      }

      // The operator enables it as a role that may (README: PostgreSQL), then restarts the server.
      await scratch.asAdmin('create extension pg_trgm with schema public');
      warn.mockClear();
      const second = createPostgresDatabase(scratch.url(), 'app');
      try {
        await migrateToLatest(second.db, { schema: 'app' });
        expect(warn).not.toHaveBeenCalled();
        const indexes = await searchIndexes(second);
        expect(Object.keys(indexes).sort()).toEqual(indexNames('public'));
        expect(Object.values(indexes).every(Boolean)).toBe(true);
        // The search reads the index (the planner told to avoid a scan of so small a table).
        const plan = await second.db.connection().execute(async (conn) => {
          await sql`set enable_seqscan = off`.execute(conn);
          return (
            await sql<{
              'QUERY PLAN': string;
            }>`explain select id from inquiries where lower(email) like '%student1@%'`.execute(conn)
          ).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
        });
        expect(plan).toMatch(/Bitmap Index Scan on inquiries_search_email/);
      } finally {
        warn.mockRestore();
        await second.close();
      }
    }, 60_000);
  });
});
