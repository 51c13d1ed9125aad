import { sql } from 'kysely';
import { describeEachDialect } from '../../test/support/test-app';
import { hooks, phonesInOneForm, up } from './migrations/2026-12-05-phones-one-form';

/**
 * docs/decisions/018-phones-and-leads.md: the phones stored before the forms kept one form are put
 * in it (ten digits); what is not an Indian number stays exactly as typed; the migration says how many.
 */
const BEFORE: [string, string | null][] = [
  ['98765 12345', '9876512345'],
  ['+91-91234-00011', '9123400011'],
  ['09876512345', '9876512345'],
  ['919876512345', '9876512345'],
  ['0522 2345678', '5222345678'], // a landline with its trunk 0: its ten digits
  ['1234567890', null], // already in the form (any ten digits, docs/contract.md §3): not rewritten
  ['12', null],
  ['+44 20 7946 0958', null],
];
const MANY = 5000;

async function insertRows(db: Parameters<typeof phonesInOneForm>[0], table: string, phones: string[]) {
  const now = new Date().toISOString();
  for (let i = 0; i < phones.length; i += 500) {
    const rows = phones.slice(i, i + 500).map((phone, j) =>
      table === 'inquiries'
        ? {
            name: `Old ${i + j}`,
            email: `old${i + j}@migrate.test`,
            phone,
            course: 'spoken',
            message: 'Fees?',
            status: 'new',
            notes: '',
            kind: 'student',
            created_at: now,
          }
        : {
            name: `Old ${i + j}`,
            email: `old${i + j}@migrate.test`,
            phone,
            course: 'Python',
            mode: 'Offline',
            status: 'pending',
            notes: '',
            created_at: now,
          },
    );
    await db.insertInto(table).values(rows).execute();
  }
}

describeEachDialect('migration 2026-12-05-phones-one-form', (t) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = () => t().database.db as any;
  afterEach(() => {
    delete hooks.afterRead;
    jest.restoreAllMocks();
  });

  it(`puts ${MANY + BEFORE.length} stored phones in one form, keeps what is not an Indian number as typed, and says how many`, async () => {
    for (const table of ['inquiries', 'admissions']) {
      // Many rows: the batches (1000) and the write of each in one statement are what keeps this quick.
      const many = Array.from({ length: MANY }, (_, i) =>
        `0${6 + (i % 4)}${String(i).padStart(9, '0')}`.replace(/^(\d{6})/, '$1 '),
      );
      await insertRows(db(), table, [...BEFORE.map(([typed]) => typed), ...many]);
    }
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const started = Date.now();
    await up(db());
    const took = Date.now() - started;
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      `[migration 2026-12-05-phones-one-form] inquiries: ${MANY + 5} of ${MANY + BEFORE.length} phones put in the form 9876543210; 2 not an Indian number, kept as typed (flagged "Check number" in the panel)`,
      `[migration 2026-12-05-phones-one-form] admissions: ${MANY + 5} of ${MANY + BEFORE.length} phones put in the form 9876543210; 2 not an Indian number, kept as typed (flagged "Check number" in the panel)`,
    ]);
    expect(took).toBeLessThan(30_000);
    for (const table of ['inquiries', 'admissions']) {
      const rows = (await db().selectFrom(table).select(['phone']).orderBy('id').execute()) as { phone: string }[];
      expect(rows.slice(0, BEFORE.length).map((r) => r.phone)).toEqual(
        BEFORE.map(([typed, stored]) => stored ?? typed),
      );
      expect(rows[BEFORE.length]!.phone).toBe('6000000000');
      expect(rows.slice(BEFORE.length).every((r) => /^\d{10}$/.test(r.phone))).toBe(true);
    }
    // The digits index followed the rewrite: a search by the digits finds the old rows.
    const cookie = await t().login();
    const found = await t().app.inject({
      method: 'GET',
      url: `/api/admin/inquiries?q=${encodeURIComponent('091234 00011')}`,
      headers: { cookie },
    });
    expect(found.json().map((r: { phone: string }) => r.phone)).toEqual(['9123400011']);
    // Run again (a second server starting): nothing left to change.
    const again = await phonesInOneForm(db(), 'inquiries');
    expect(again).toMatchObject({ changed: 0, keptAsTyped: 2 });
  }, 120_000);

  it('a phone changed while the migration runs (another server in a deploy) keeps that change', async () => {
    await sql`delete from inquiries`.execute(db());
    await insertRows(db(), 'inquiries', ['98765 00001', '98765 00002', '98765 00003']);
    const ids = ((await db().selectFrom('inquiries').select('id').orderBy('id').execute()) as { id: number }[]).map(
      (r) => r.id,
    );
    hooks.afterRead = async () => {
      // The admin corrects the second number after the migration read it and before it writes.
      await db().updateTable('inquiries').set({ phone: '91234 55555' }).where('id', '=', ids[1]).execute();
      delete hooks.afterRead;
    };
    const result = await phonesInOneForm(db(), 'inquiries');
    expect(result).toMatchObject({ rows: 3, changed: 2 });
    const phones = (
      (await db().selectFrom('inquiries').select('phone').orderBy('id').execute()) as { phone: string }[]
    ).map((r) => r.phone);
    expect(phones).toEqual(['9876500001', '91234 55555', '9876500003']);
  });
});
