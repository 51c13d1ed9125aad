import { MOBILE_PHONE_MESSAGE } from '@dds/shared/src/schemas/phone';
import { describeEachDialect } from '../../test/test-app';
import { validAdmission, validInquiry } from '../../test/fixtures';

/**
 * docs/decisions/018-phones-and-leads.md: a phone is stored in one form whatever way it was typed,
 * and the office finds it whatever way it types it (decision 014's digits index, both databases).
 */
const TYPED = ['9876512345', '98765 12345', '+91-98765-12345', '098765 12345', '(+91) 98765 12345'];
const SEARCHED = ['9876512345', '98765 12345', '+91-98765-12345', '098765 12345', '+91 98765 12345', '+919876512345', '0 98765-12345', '098765', '+91 98765', '65123'];

describeEachDialect('phones: one stored form, found however typed', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });

  it('an inquiry and an admission store every shape of the same mobile as +91 98765 12345', async () => {
    for (const [i, phone] of TYPED.entries()) {
      expect((await post('/api/inquiry/inquiryform', validInquiry({ name: `Phone Shape ${i}`, email: `shape${i}@phones.test`, phone }))).statusCode).toBe(200);
      expect((await post('/api/admission/admissionform', validAdmission({ name: `Phone Shape ${i}`, email: `shape${i}@phones.test`, phone }))).statusCode).toBe(200);
    }
    for (const list of ['inquiries', 'admissions']) {
      const rows = (await get(`/api/admin/${list}?q=phones.test`)).json() as { phone: string }[];
      expect(rows.map((r) => r.phone)).toEqual(TYPED.map(() => '+91 98765 12345'));
    }
  });

  it('an inquiry phone that is not a mobile number (even "12") is refused with a plain message, nothing stored', async () => {
    for (const phone of ['12', '0123456789', '98765 1234']) {
      const res = await post('/api/inquiry/inquiryform', validInquiry({ name: 'Not A Mobile', email: 'bad@phones.test', phone }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(MOBILE_PHONE_MESSAGE);
    }
    expect((await get('/api/admin/inquiries?q=bad@phones.test')).json()).toEqual([]);
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
