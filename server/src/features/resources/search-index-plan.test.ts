import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Compilable, CompiledQuery, sql } from 'kysely';
import { createPostgresDatabase, type Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { useScratchPostgres } from '../../../test/support/scratch-postgres';
import { createTestDatabase, testDialects } from '../../../test/support/test-app';
import { inquiryTable } from '../inquiries/inquiry.table';
import { filteredRows } from './resource-query';

const ROWS = 100_000;

/** The office's table at the size decision 014 names, written in one statement. */
async function fill(database: Database) {
  const body = sql`'Student ' || i, 'student' || i || '@example.com', '98' || substr('0000000' || i, -8, 8), 'spoken', 'Fees?', 'new', '', 'student', '2025-01-01T00:00:00.000Z'`;
  if (database.dialect === 'sqlite') {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
      insert into inquiries (name, email, phone, course, message, status, notes, kind, created_at) select ${body} from n`.execute(
      database.db,
    );
  } else {
    await sql`insert into inquiries (name, email, phone, course, message, status, notes, kind, created_at)
      select ${sql.raw(`'Student ' || i, 'student' || i || '@example.com', '98' || lpad(i::text, 8, '0'), 'spoken', 'Fees?', 'new', '', 'student', '2025-01-01T00:00:00.000Z'`)}
      from generate_series(1, ${ROWS}) as i`.execute(database.db);
    await sql`analyze inquiries`.execute(database.db);
  }
}

async function plan(database: Database, query: Compilable<unknown>): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const explain = database.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const res = await database.db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(explain + text, [...parameters]),
  );
  return res.rows.map((r) => r['QUERY PLAN'] ?? r.detail).join('\n');
}

for (const dialect of testDialects()) {
  describe(`admin search at 100,000 inquiries reads the index [${dialect}]`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-search-plan-'));
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await createTestDatabase(dialect, dataDir));
      await fill(database);
    }, 120_000);
    afterAll(async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('finds one e-mail among 100,000 through the index, for the page and for the total', async () => {
      const query = { q: 'student4242@' };
      const page = filteredRows(database.db, inquiryTable, query).selectAll().orderBy('created_at', 'desc').limit(20);
      const total = filteredRows(database.db, inquiryTable, query).select((eb) => eb.fn.countAll().as('n'));
      for (const q of [page, total]) {
        const text = await plan(database, q);
        if (dialect === 'sqlite') {
          expect(text).toMatch(/SCAN inquiries_search VIRTUAL TABLE/);
          expect(text).toMatch(/SEARCH inquiries USING INTEGER PRIMARY KEY/);
        } else {
          expect(text).toMatch(/Bitmap Index Scan on inquiries_search_email/);
          expect(text).not.toMatch(/Seq Scan on inquiries/);
        }
      }
      expect((await page.execute()).map((r) => r.email)).toEqual(['student4242@example.com']);
    });

    it('a one- or two-letter search and a phone typed without its separators read an index too', async () => {
      const shapes = [
        // Words starting with 42 (Student 42, 420…, 4200…, 42000…): about 1,100 rows.
        {
          q: '42',
          sqlite: /SCAN inquiries_words VIRTUAL TABLE/,
          postgres: /Bitmap Index Scan on inquiries_search_words/,
        },
        {
          q: '+91 98000-04242',
          sqlite: /SCAN inquiries_digits VIRTUAL TABLE/,
          postgres: /Bitmap Index Scan on inquiries_search_digits/,
        },
      ];
      for (const { q, sqlite, postgres } of shapes) {
        // The total: every match counted (a page may rather walk the date index and stop at 20).
        const total = filteredRows(database.db, inquiryTable, { q }).select((eb) => eb.fn.countAll().as('n'));
        const text = await plan(database, total);
        expect(text).toMatch(dialect === 'sqlite' ? sqlite : postgres);
        expect(text).not.toMatch(
          dialect === 'sqlite' ? /SCAN inquiries(?! USING| VIRTUAL)(\n|$)/ : /Seq Scan on inquiries/,
        );
      }
      const phone = await filteredRows(database.db, inquiryTable, { q: '+91 98000-04242' }).select('email').execute();
      expect(phone.map((r) => r.email)).toEqual(['student4242@example.com']);
    });
  });
}

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('a PostgreSQL database that may not create pg_trgm', () => {
  // A database of its own: pg_trgm is per database, and the shared test database has it.
  const scratch = useScratchPostgres(url!, 'dds_noext');

  it('migrates, says once why search reads the whole table, and still searches', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const database = createPostgresDatabase(scratch.url(), 'app');
    try {
      await migrateToLatest(database.db, { schema: 'app' });
      expect(warn.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^Admin search: the pg_trgm extension could not be created \(permission denied.*\); searches will read whole tables instead of an index\.$/,
          ),
        ],
      ]);
      await database.db
        .insertInto('inquiries')
        .values({
          name: 'Asha Rao',
          email: 'asha@example.in',
          phone: '9000000001',
          course: 'spoken',
          kind: 'student',
          message: 'Hi',
          status: 'new',
          notes: '',
          created_at: new Date().toISOString(),
        })
        .execute();
      const rows = await filteredRows(database.db, inquiryTable, { q: 'SHA r' }).select('name').execute();
      expect(rows).toEqual([{ name: 'Asha Rao' }]);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});
