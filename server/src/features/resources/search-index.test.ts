import { sql } from 'kysely';
import { containsAny } from '../../lib/list-query';
import { describeEachDialect } from '../../../test/support/test-app';
import { admissionTable } from '../admissions/admission.table';
import { certificateTable } from '../certificates/certificate.table';
import { donationTable } from '../donations/donation.table';
import { inquiryTable } from '../inquiries/inquiry.table';
import { adminApi } from '../../../test/support/resource-test-helpers';
import { SEARCH_INDEX } from '../../db/search-expressions';
import { loose } from './resource-table';

/** Decision 014: search is served by a trigram index on both databases and answers exactly as the plain scan did. */
describeEachDialect('admin search through the trigram index', (t, dialect) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);
  const db = () => t().database.db;
  const ids: Record<string, number> = {};
  const insert = async (key: string, row: { name: string; email: string; phone: string; course?: string }) => {
    const values = {
      course: 'spoken',
      kind: 'student',
      message: 'Search test',
      status: 'new' as const,
      notes: '',
      status_changed_at: null,
      created_at: new Date().toISOString(),
      ...row,
    };
    ids[key] = (await db().insertInto('inquiries').values(values).returning('id').executeTakeFirstOrThrow()).id;
  };
  const found = async (q: string, extra = '') => {
    const res = await api.get(`/api/admin/inquiries?q=${encodeURIComponent(q)}${extra}`);
    expect(res.status).toBe(200);
    return (res.body as Array<{ id: number }>).map((i) => i.id).sort((a, b) => a - b);
  };
  /** What the list answered before the index: the same `like` over every row, Trash left out. */
  const scanned = async (q: string) =>
    (
      await loose(db())
        .selectFrom('inquiries')
        .select('id')
        .where(containsAny(q, ['name', 'email', 'phone', 'course']))
        .where('deleted_at', 'is', null)
        .execute()
    )
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);

  beforeAll(async () => {
    cookie = await t().login();
    await insert('ramesh', { name: 'Ramesh KUMAR', email: 'R.Kumar+Admissions@Example.COM', phone: '+91 98765-43210' });
    await insert('percent', {
      name: '100% Pure_Tea Stall',
      email: 'tea@stall.in',
      phone: '9000000001',
      course: 'both',
    });
    await insert('lookalike', { name: '1000 PurexTea', email: 'other@stall.in', phone: '9000000002' });
    await insert('hindi', { name: 'राम कुमार शर्मा', email: 'ram@उदाहरण.भारत', phone: '९८७६५४३२१०' });
    await insert('quote', {
      name: 'Anne "Annie" O\'Neil',
      email: 'anne@example.org',
      phone: '9000000003',
      course: 'computer',
    });
  });

  it.each([
    ['kumar', ['ramesh']],
    ['KuMaR', ['ramesh']],
    ['ADMISSIONS@ex', ['ramesh']],
    ['98765-432', ['ramesh']],
    ['43210', ['ramesh']],
    ['0% p', ['percent']],
    ['pure_tea', ['percent']],
    ['purextea', ['lookalike']],
    ['re_t', ['percent']],
    ['%', ['percent']],
    ['कुमार', ['hindi']],
    ['उदाहरण.भा', ['hindi']],
    ['९८७६', ['hindi']],
    ['"annie"', ['quote']],
    ["o'neil", ['quote']],
    ['stall.in', ['percent', 'lookalike']],
    ['ku', ['ramesh']],
    ['computer', ['quote']],
  ])('%s finds exactly what the scan found', async (q, keys) => {
    const got = await found(q);
    expect(got).toEqual(keys.map((k) => ids[k]!).sort((a, b) => a - b));
    expect(got).toEqual(await scanned(q));
  });

  it('follows a row edited after it was saved: the new text is found, the old is not', async () => {
    await db()
      .updateTable('inquiries')
      .set({ name: 'Ramesh Verma', phone: '+91 91234-00000' })
      .where('id', '=', ids.ramesh!)
      .execute();
    expect(await found('verma')).toEqual([ids.ramesh]);
    expect(await found('91234-0')).toEqual([ids.ramesh]);
    expect(await found('ramesh kumar')).toEqual([]);
    expect(await found('98765')).toEqual([]);
    // A change to columns outside the search (status) leaves the row findable.
    await db().updateTable('inquiries').set({ status: 'contacted' }).where('id', '=', ids.ramesh!).execute();
    expect(await found('verma', '&status=contacted')).toEqual([ids.ramesh]);
  });

  it('leaves the Trash out of the search, finds the row with trash=1, and forgets a removed row', async () => {
    const bulk = await api.post('/api/admin/inquiries/bulk', { action: 'delete', ids: [ids.lookalike] });
    expect(bulk.status).toBe(200);
    expect(await found('stall.in')).toEqual([ids.percent]);
    expect(await found('stall.in', '&trash=1')).toEqual([ids.lookalike]);
    await db().deleteFrom('inquiries').where('id', '=', ids.lookalike!).execute();
    expect(await found('stall.in', '&trash=1')).toEqual([]);
    // A new row with the removed one's text is found alone.
    await insert('again', { name: 'Second PurexTea', email: 'again@stall.in', phone: '9000000004' });
    expect(await found('purextea')).toEqual([ids.again]);
  });

  it('counts the same total as the rows it pages through', async () => {
    const page = (await api.get('/api/admin/inquiries?q=stall.in&page=1&pageSize=1')).body as {
      total: number;
      items: unknown[];
    };
    expect(page.total).toBe((await scanned('stall.in')).length);
    expect(page.items).toHaveLength(1);
  });

  it('has an index for every searched column of every list', async () => {
    // Every list of today has its indexes; a list added without them reads its rows (SEARCH_INDEX).
    expect(Object.keys(SEARCH_INDEX)).toEqual(['inquiries', 'admissions', 'donations', 'certificates']);
    for (const rt of [inquiryTable, admissionTable, donationTable, certificateTable]) {
      const searched = rt.definition.searchFields.map((key) => rt.columns[key] ?? key);
      if (dialect === 'sqlite') {
        expect([...SEARCH_INDEX[rt.table]!].sort()).toEqual([...searched].sort());
        const columns = await sql<{
          name: string;
        }>`select name from pragma_table_info(${`${rt.table}_search`})`.execute(db());
        expect(columns.rows.map((c) => c.name).sort()).toEqual([...searched].sort());
      } else {
        const indexes = await sql<{
          indexdef: string;
        }>`select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${rt.table} and indexdef like '%gin_trgm_ops%'`.execute(
          db(),
        );
        const indexed = indexes.rows.map((r) => /lower\((\w+)\)/.exec(r.indexdef)?.[1]).sort();
        expect(indexed).toEqual([...searched].sort());
      }
    }
  });
});
