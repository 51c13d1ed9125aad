import { describeEachDialect } from '../../test/test-app';
import { validAdmission, validInquiry } from '../../test/fixtures';

describeEachDialect('counts and health', (t) => {
  it('counts inquiries, admissions and donations for a logged-in admin', async () => {
    const cookie = await t().login();
    const before = (await t().app.inject({ method: 'GET', url: '/api/admin/counts', headers: { cookie } })).json();
    expect(before).toEqual({ inquiry: expect.any(Number), admission: expect.any(Number), donation: expect.any(Number) });
    await t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry() });
    await t().app.inject({ method: 'POST', url: '/api/admission/admissionform', payload: validAdmission() });
    const after = (await t().app.inject({ method: 'GET', url: '/api/admin/counts', headers: { cookie } })).json();
    expect(after).toEqual({ inquiry: before.inquiry + 1, admission: before.admission + 1, donation: before.donation });
  });

  it('refuses counts and lists without a session', async () => {
    for (const url of ['/api/admin/counts', '/api/admin/inquiries']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('reports health with a database check', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
