import { describeEachDialect } from '../../../test/support/test-app';
import { validAdmission, validInquiry } from '../../../test/support/fixtures';
import { insertDonation } from '../donations/donation.repository';

describeEachDialect('counts and health', (t) => {
  it('counts inquiries, admissions and donations for a logged-in admin', async () => {
    const cookie = await t().login();
    const before = (await t().app.inject({ method: 'GET', url: '/api/admin/counts', headers: { cookie } })).json();
    expect(before).toEqual({
      inquiry: expect.any(Number),
      admission: expect.any(Number),
      donation: expect.any(Number),
    });
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

  it('tells the admin the free disk space and how much of the donation upload quota is used', async () => {
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/admin/storage' });
    expect(anonymous.statusCode).toBe(401);

    const cookie = await t().login();
    const read = async () =>
      (await t().app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie } })).json();
    const before = await read();
    expect(before.disk).toEqual({
      freeBytes: expect.any(Number),
      totalBytes: expect.any(Number),
      low: expect.any(Boolean),
    });
    expect(before.disk.freeBytes).toBeGreaterThan(0);
    expect(before.disk.totalBytes).toBeGreaterThanOrEqual(before.disk.freeBytes);
    expect(before.donationUploads).toMatchObject({ quotaBytes: 500 * 1024 * 1024, nearlyFull: false, full: false });

    // Unverified screenshots holding 95 % of the quota: the dashboard must warn.
    await insertDonation(t().database.db, {
      name: 'Big',
      email: 'big@example.com',
      screenshotKey: 'screenshots/00000000-0000-4000-8000-000000000001.webp',
      screenshotType: 'image/webp',
      screenshotBytes: 475 * 1024 * 1024,
    });
    const after = await read();
    expect(after.donationUploads).toEqual({
      usedBytes: before.donationUploads.usedBytes + 475 * 1024 * 1024,
      quotaBytes: 500 * 1024 * 1024,
      nearlyFull: true,
      full: false,
    });
  });

  it('reports health with a database check', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // No release stored yet: every part is served from its build folder.
    expect(res.json()).toEqual({
      status: 'ok',
      releases: { shell: { live: null }, 'public-site': { live: null }, 'admin-panel': { live: null } },
    });
  });
});
