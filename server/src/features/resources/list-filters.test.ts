import { describeEachDialect } from '../../../test/support/test-app';
import { adminApi, seedDonation, seedInquiry } from '../../../test/support/resource-test-helpers';

describeEachDialect('admin lists: date filter, Trash, duplicates, export of a selection', (t) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);
  const names = (items: Array<{ name: string }>) => items.map((i) => i.name).sort();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    cookie = await t().login();
    const db = t().database.db;
    // Around the edges of 10 March 2026 in India (UTC+05:30).
    ids.before = await seedInquiry(db, {
      name: 'Day9 late',
      email: 'd@date.test',
      createdAt: '2026-03-09T18:29:59.999Z',
    });
    ids.first = await seedInquiry(db, {
      name: 'Day10 midnight',
      email: 'd@date.test',
      createdAt: '2026-03-09T18:30:00.000Z',
    });
    ids.last = await seedInquiry(db, {
      name: 'Day10 late',
      email: 'd@date.test',
      createdAt: '2026-03-10T18:29:59.999Z',
    });
    ids.after = await seedInquiry(db, {
      name: 'Day11 midnight',
      email: 'd@date.test',
      createdAt: '2026-03-10T18:30:00.000Z',
    });
  });

  it('filters by inclusive India calendar days, from and to each optional', async () => {
    expect(names((await api.get('/api/admin/inquiries?q=date.test&from=2026-03-10&to=2026-03-10')).body)).toEqual([
      'Day10 late',
      'Day10 midnight',
    ]);
    expect(names((await api.get('/api/admin/inquiries?q=date.test&from=2026-03-11')).body)).toEqual(['Day11 midnight']);
    expect(names((await api.get('/api/admin/inquiries?q=date.test&to=2026-03-09')).body)).toEqual(['Day9 late']);
    const page = (await api.get('/api/admin/inquiries?q=date.test&from=2026-03-10&page=1&pageSize=1')).body;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 1 });
  });

  it('sorts by name A–Z and Z–A, not by date (the Name header and the Sort-by box)', async () => {
    const inOrder = (items: Array<{ name: string }>) => items.map((i) => i.name);
    expect(inOrder((await api.get('/api/admin/inquiries?q=date.test&sort=name&order=asc')).body)).toEqual([
      'Day10 late',
      'Day10 midnight',
      'Day11 midnight',
      'Day9 late',
    ]);
    expect(inOrder((await api.get('/api/admin/inquiries?q=date.test&sort=name&order=desc&page=1')).body.items)).toEqual(
      ['Day9 late', 'Day11 midnight', 'Day10 midnight', 'Day10 late'],
    );
  });

  it.each([
    ['from=2026-3-10', /from must be a date written YYYY-MM-DD/],
    ['to=2026-02-30', /to must be a date written YYYY-MM-DD/],
    ['from=2026-03-11&to=2026-03-10', /from must not be after to/],
    ['ids=1,x', /ids must be record numbers/],
    ['trash=maybe', /trash must be 1 or 0/],
    ['duplicate=true', /duplicate applies to donations only/],
  ])('refuses %s with a 400 that says what is wrong', async (query, message) => {
    const res = await api.get(`/api/admin/inquiries?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('leaves the Trash out of the list and the counts, and lists only it with trash=1', async () => {
    const counts = (await api.get('/api/admin/counts')).body;
    const bulk = await api.post('/api/admin/inquiries/bulk', { action: 'spam', ids: [ids.before] });
    expect(bulk).toEqual({
      status: 200,
      body: { affected: 1, already: 0, previous: [{ id: ids.before, status: 'active' }] },
    });
    expect(names((await api.get('/api/admin/inquiries?q=date.test')).body)).not.toContain('Day9 late');
    const trash = (await api.get('/api/admin/inquiries?trash=1&q=date.test')).body;
    expect(trash).toEqual([
      expect.objectContaining({ id: ids.before, deletedAt: expect.any(String), deletedReason: 'spam' }),
    ]);
    expect((await api.get('/api/admin/counts')).body).toEqual({ ...counts, inquiry: counts.inquiry - 1 });
    // Items outside the Trash say so too.
    expect((await api.get('/api/admin/inquiries?q=date.test')).body[0]).toMatchObject({
      deletedAt: null,
      deletedReason: null,
    });
    // Certificates are deleted for good: they have no Trash to list.
    const certificates = await api.get('/api/admin/certificates?trash=1');
    expect(certificates.status).toBe(400);
    expect(certificates.body.message).toBe('Certificates have no Trash: deleting one removes it');
  });

  it('exports only the selected records, in the CSV the office knows', async () => {
    const res = await api.get(`/api/admin/inquiries/export.csv?ids=${ids.first},${ids.after}&sort=createdAt&order=asc`);
    expect(res.status).toBe(200);
    const lines = (res.body as string)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received (IST),Kind,Name,Email,Phone,Course,Message,Status,Notes,Record ID,Course page,Language',
    );
    expect(lines.slice(1)).toEqual([
      `2026-03-10 00:00,Student,Day10 midnight,d@date.test,"=""9876543210""",Spoken English,Seeded for a test,New,,${ids.first},,English`,
      `2026-03-11 00:00,Student,Day11 midnight,d@date.test,"=""9876543210""",Spoken English,Seeded for a test,New,,${ids.after},,English`,
    ]);
    // Rows chosen in the Trash view export too: naming ids leaves the Trash rule to an explicit trash=.
    const chosen = (await api.get(`/api/admin/inquiries/export.csv?ids=${ids.before}`)).body as string;
    expect(chosen.trim().split('\r\n')).toHaveLength(2);
    const liveOnly = (await api.get(`/api/admin/inquiries/export.csv?ids=${ids.before}&trash=0`)).body as string;
    expect(liveOnly.trim().split('\r\n')).toHaveLength(1);
  });

  it('flags donations whose UPI reference is on another donation, and filters to them', async () => {
    const db = t().database.db;
    const a = await seedDonation(db, { name: 'Dup A', upiReference: '412345678901' });
    const b = await seedDonation(db, { name: 'Dup B', upiReference: '412345678901' });
    const c = await seedDonation(db, { name: 'Single C', upiReference: '499999999999' });
    const list = (await api.get('/api/admin/donations?q=4')).body as Array<{ id: number; duplicateUpiRef: boolean }>;
    const flag = Object.fromEntries(list.map((d) => [d.id, d.duplicateUpiRef]));
    expect([flag[a], flag[b], flag[c]]).toEqual([true, true, false]);
    expect(names((await api.get('/api/admin/donations?duplicate=true')).body)).toEqual(['Dup A', 'Dup B']);
    // A copy in the Trash no longer makes the other a duplicate.
    await api.post('/api/admin/donations/bulk', { action: 'delete', ids: [b] });
    expect((await api.get('/api/admin/donations?duplicate=true')).body).toEqual([]);
    expect((await api.get(`/api/admin/donations/${a}`)).body).toMatchObject({
      item: { duplicateUpiRef: false },
      duplicates: [{ id: b, inTrash: true }],
    });
  });
});
