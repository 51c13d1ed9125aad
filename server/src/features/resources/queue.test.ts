import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';
import { validAdmission } from '../../../test/support/fixtures';
import { adminApi, seedDonation, seedInquiry } from '../../../test/support/resource-test-helpers';

describeEachDialect('dashboard work queue', (t) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);

  beforeAll(async () => {
    cookie = await t().login();
  });

  it("counts today's submissions, what waits for the office and what is new since the panel looked, leaving the Trash out", async () => {
    const db = t().database.db;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await seedInquiry(db, { createdAt: twoDaysAgo }); // waiting, not today
    await seedInquiry(db, { status: 'contacted' }); // today, not waiting
    const spam = await seedInquiry(db); // today, then spam: counts nowhere
    await seedDonation(db, { verified: 1, createdAt: twoDaysAgo });
    await seedDonation(db); // today, to verify
    await api.post('/api/admin/inquiries/bulk', { action: 'spam', ids: [spam] });
    const since = new Date().toISOString();
    await t().app.inject({ method: 'POST', url: '/api/admission/admissionform', payload: validAdmission() }); // today, pending, new since

    const res = await api.get(`/api/admin/queue?since=${encodeURIComponent(since)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      newToday: 3,
      inquiriesNotContacted: 1,
      admissionsPending: 1,
      donationsToVerify: 1,
      inquiryFollowUpsDue: 0,
      admissionFollowUpsDue: 0,
      newSince: 1,
      latestAt: expect.any(String),
    });
    expect(res.body.latestAt >= since).toBe(true);
    expect((await api.get('/api/admin/queue')).body.newSince).toBe(0);
  });

  it('refuses a since that is not a date-time', async () => {
    const res = await api.get('/api/admin/queue?since=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/since must be a date-time/);
  });

  it('refuses every new admin route without a session', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH', string]> = [
      ['GET', '/api/admin/queue'],
      ...['inquiries', 'admissions', 'donations', 'certificates'].flatMap(
        (list): Array<['GET' | 'POST' | 'PATCH', string]> => [
          ['GET', `/api/admin/${list}/1`],
          ['POST', `/api/admin/${list}/bulk`],
          ['GET', `/api/admin/${list}?trash=1&page=1`],
          ['GET', `/api/admin/${list}/export.csv?ids=1,2`],
        ],
      ),
      ['PATCH', '/api/admin/inquiries/1'],
    ];
    for (const [method, url] of routes) {
      const res = await t().app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(method === 'GET' ? {} : { payload: { action: 'delete', ids: [1], name: 'X' } }),
      });
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 401, { message: expect.any(String) }]);
    }
  });
});
