import { ACCOUNT_PATHS, type ActivityEntry } from '@dds/shared/src/schemas/account';
import { recordNames, writeAudit } from '../audit/audit.repository';
import { ADMIN, describeEachDialect, ORIGIN } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';

describeEachDialect('activity', (t) => {
  let owner: string;
  const page = async (cookie: string, query: string) => {
    const res = await call(t(), cookie, 'GET', `${ACCOUNT_PATHS.activity}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: ActivityEntry[]; total: number; page: number; pageSize: number };
  };

  beforeAll(async () => {
    owner = await t().login();
    // What the panel writes today: a status change through the real route (with the status before), and a failed login.
    await t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry() });
    await call(t(), owner, 'PATCH', '/api/admin/inquiries/1', { status: 'contacted' });
    await t().app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: 'guess@evil.test', password: 'guessing-here' },
    });
  });

  it('lists what was done, newest first, with who, when, to which record and from where', async () => {
    const { items, total, page: p, pageSize } = await page(owner, 'page=1');
    expect([p, pageSize]).toEqual([1, 20]);
    expect(total).toBe(items.length);
    expect(items.map((e) => e.action)).toEqual(['login.failed', 'inquiry.update', 'login']);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: ADMIN.email,
      action: 'inquiry.update',
      target: 'inquiry:1',
      detail: '{"status":"contacted","before":{"status":"new"}}',
      ip: '127.0.0.1',
      record: { name: 'Asha Verma' },
    });
  });

  it('pages, and filters by person and by action', async () => {
    for (let i = 0; i < 25; i++)
      await writeAudit(t().database.db, { actor: 'staff@dds.test', action: 'inquiries.export', ip: '10.0.0.1' });
    const first = await page(owner, 'page=1&pageSize=20&actor=staff@dds.test');
    const second = await page(owner, 'page=2&pageSize=20&actor=staff@dds.test');
    expect([first.total, first.items.length, second.items.length]).toEqual([25, 20, 5]);
    expect(first.items[0]!.id).toBeGreaterThan(second.items[0]!.id);
    const exports = await page(owner, 'action=inquiries.export');
    expect(exports.items.every((e) => e.action === 'inquiries.export')).toBe(true);
    const logins = await page(owner, `actor=${encodeURIComponent(ADMIN.email)}&action=login`);
    expect(logins.items.map((e) => [e.actor, e.action])).toEqual([[ADMIN.email, 'login']]);
  });

  it('names the record of each entry while it exists (in the Trash too), and nothing once it is gone', async () => {
    await t().app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry({ name: 'Ravi Kumar' }),
    });
    await call(t(), owner, 'POST', '/api/admin/inquiries/bulk', { action: 'delete', ids: [2] });
    await writeAudit(t().database.db, { actor: ADMIN.email, action: 'inquiry.delete', target: 'inquiry:999' });
    const { items } = await page(owner, 'page=1&pageSize=50');
    const of = (target: string) => items.filter((e) => e.target === target).map((e) => e.record);
    expect(of('inquiry:1')).toEqual([{ name: 'Asha Verma' }]);
    expect(of('inquiry:2')).toEqual([{ name: 'Ravi Kumar' }]);
    expect(of('inquiry:999')).toEqual([null]);
    // Not a record: no `record` at all.
    expect(items.find((e) => e.action === 'login')).not.toHaveProperty('record');
  });

  it('reads the names of a page in one query, whatever the number of entries and kinds', async () => {
    const queries: string[] = [];
    const db = t().database.db.withPlugin({
      transformQuery: (args) => args.node,
      // Once per query sent to the database.
      transformResult: async (args) => {
        queries.push(args.queryId.queryId);
        return args.result;
      },
    });
    const names = await recordNames(db, [
      'inquiry:1',
      'inquiry:2',
      'inquiry:999',
      'admin_user:1',
      'settings',
      null,
      'courses:landing',
    ]);
    expect(queries).toEqual([expect.any(String)]);
    expect(Object.fromEntries(names)).toEqual({
      'inquiry:1': 'Asha Verma',
      'inquiry:2': 'Ravi Kumar',
      'admin_user:1': ADMIN.email,
    });
  });

  it("takes only the catalogue's action codes (shared/src/schemas/audit-actions.ts)", async () => {
    // @ts-expect-error -- a code the server never writes cannot be written, so it is never listed
    await writeAudit(t().database.db, { actor: ADMIN.email, action: 'course.add' });
  });

  it('names the people who did something (not what a failed login typed), for the filter', async () => {
    const res = await call(t(), owner, 'GET', ACCOUNT_PATHS.activityPeople);
    expect(res.json().people).toEqual(expect.arrayContaining([ADMIN.email, 'staff@dds.test']));
    expect(res.json().people).not.toContain('guess@evil.test');
  });

  it('is open to staff too, and refuses a page size the lists do not offer', async () => {
    const staff = await addLoggedInAdmin(t(), 'staff');
    expect((await page(staff.cookie, 'page=1')).total).toBeGreaterThan(0);
    const bad = await call(t(), staff.cookie, 'GET', `${ACCOUNT_PATHS.activity}?pageSize=500`);
    expect(bad.statusCode).toBe(400);
  });
});
