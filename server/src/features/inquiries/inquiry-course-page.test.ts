import type { Inquiry } from '@dds/shared/src/schemas/inquiry';
import { describeEachDialect } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';

/**
 * docs/decisions/018-phones-and-leads.md: an inquiry sent from a course page records that course
 * beside the contract's three-option choice, and the office sees it in the list, the record and the CSV.
 */
describeEachDialect('an inquiry from a course page', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (over: Record<string, unknown>) =>
    t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry(over) });
  const stored = async (email: string) =>
    ((await get(`/api/admin/inquiries?q=${encodeURIComponent(email)}`)).json() as Inquiry[])[0];

  it('stores the course page beside the chosen course, and shows it in the record and the CSV', async () => {
    expect(
      (await send({ email: 'mern@course-page.test', course: 'computer', coursePage: 'MERN Stack' })).json(),
    ).toEqual({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
    const row = await stored('mern@course-page.test');
    expect(row).toMatchObject({ course: 'computer', coursePage: 'MERN Stack' });
    const record = (await get(`/api/admin/inquiries/${row!.id}`)).json() as { item: Inquiry };
    expect(record.item.coursePage).toBe('MERN Stack');
    const csv = (await get('/api/admin/inquiries/export.csv?q=course-page.test')).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe(
      'Received (IST),Kind,Name,Email,Phone,Course,Message,Status,Notes,Record ID,Course page,Language',
    );
    expect(csv[1]).toMatch(/,Computer Course,.*,MERN Stack,English$/);
  });

  it('an inquiry from anywhere else has none; a name that is no course of the site is dropped, the lead kept', async () => {
    expect((await send({ email: 'plain@course-page.test' })).statusCode).toBe(200);
    expect((await send({ email: 'bot@course-page.test', coursePage: 'Cheap watches' })).statusCode).toBe(200);
    expect(
      (await send({ email: 'biz@course-page.test', kind: 'business', course: 'seo', coursePage: 'MERN Stack' }))
        .statusCode,
    ).toBe(200);
    for (const email of ['plain', 'bot', 'biz'])
      expect((await stored(`${email}@course-page.test`))?.coursePage).toBe('');
  });
});
