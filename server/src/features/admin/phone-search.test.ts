import { describeEachDialect } from '../../../test/support/test-app';
import { validAdmission, validInquiry } from '../../../test/support/fixtures';

/**
 * docs/decisions/018-phones-and-leads.md: an Indian number is stored as its ten digits whatever way it was typed,
 * and the office finds it whatever way it types it (decision 014's digits index, both databases).
 */
const TYPED = ['9876512345', '98765 12345', '+91-98765-12345', '098765 12345', '(+91) 98765 12345'];
const SEARCHED = [
  '9876512345',
  '98765 12345',
  '+91-98765-12345',
  '098765 12345',
  '+91 98765 12345',
  '+919876512345',
  '0 98765-12345',
  '098765',
  '+91 98765',
  '65123',
];

describeEachDialect('phones: one stored form, found however typed', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });

  it('an inquiry and an admission store every shape of the same number as 9876512345', async () => {
    for (const [i, phone] of TYPED.entries()) {
      expect(
        (
          await post(
            '/api/inquiry/inquiryform',
            validInquiry({ name: `Phone Shape ${i}`, email: `shape${i}@phones.test`, phone }),
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await post(
            '/api/admission/admissionform',
            validAdmission({ name: `Phone Shape ${i}`, email: `shape${i}@phones.test`, phone }),
          )
        ).statusCode,
      ).toBe(200);
    }
    for (const list of ['inquiries', 'admissions']) {
      const rows = (await get(`/api/admin/${list}?q=phones.test`)).json() as { phone: string }[];
      expect(rows.map((r) => r.phone)).toEqual(TYPED.map(() => '9876512345'));
    }
  });

  it('an inquiry phone that is not an Indian number (even "12") is kept as typed: no lead is refused for its phone (docs/contract.md §3)', async () => {
    for (const [i, phone] of ['12', '+44 20 7946 0958', '98765 1234'].entries()) {
      const res = await post(
        '/api/inquiry/inquiryform',
        validInquiry({ name: `Odd Phone ${i}`, email: `odd${i}@odd-phones.test`, phone }),
      );
      expect(res.statusCode).toBe(200);
    }
    const rows = (await get('/api/admin/inquiries?q=odd-phones.test&sort=name&order=asc')).json() as {
      phone: string;
    }[];
    expect(rows.map((r) => r.phone)).toEqual(['12', '+44 20 7946 0958', '98765 1234']);
  });

  it('an admission takes any ten digits (docs/contract.md §3: exactly 10 digits), with +91 or 0 in front too, and refuses other lengths', async () => {
    for (const [i, phone] of ['1234567890', '+91 12345 67890', '01234567890'].entries()) {
      const res = await post(
        '/api/admission/admissionform',
        validAdmission({ name: `Any Ten ${i}`, email: `ten${i}@any-ten.test`, phone }),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(
      ((await get('/api/admin/admissions?q=any-ten.test')).json() as { phone: string }[]).map((r) => r.phone),
    ).toEqual(['1234567890', '1234567890', '1234567890']);
    const refused = await post(
      '/api/admission/admissionform',
      validAdmission({ name: 'Nine', email: 'nine@any-ten.test', phone: '123456789' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Phone must be exactly 10 digits');
  });

  it.each(SEARCHED)('a search for %j finds the number in both lists', async (q) => {
    for (const list of ['inquiries', 'admissions']) {
      const rows = (await get(`/api/admin/${list}?q=${encodeURIComponent(q)}`)).json() as { email: string }[];
      expect([q, list, rows.filter((r) => r.email.endsWith('@phones.test')).length]).toEqual([q, list, TYPED.length]);
    }
  });

  it('a number typed with a different mobile is not found', async () => {
    expect((await get(`/api/admin/inquiries?q=${encodeURIComponent('098765 12346')}`)).json()).toEqual([]);
  });
});
