import { describeEachDialect, ORIGIN } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';

describeEachDialect('inquiries', (t) => {
  const post = (payload: unknown) =>
    t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: payload as object });

  it('stores a valid inquiry and answers { success: true, message }', async () => {
    const res = await post(validInquiry({ name: 'Stored Person' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });

    const cookie = await t().login();
    const list = await t().app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const row = list.json().find((i: { name: string }) => i.name === 'Stored Person');
    expect(row).toMatchObject({
      email: 'asha@example.com',
      phone: '9876543210',
      course: 'spoken',
      status: 'new',
      notes: '',
    });
    expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);
  });

  it.each([
    ['name', { name: '' }, /name/i],
    ['email', { email: 'not-an-email' }, /email/i],
    ['phone', { phone: '   ' }, /phone/i],
    ['course', { course: 'cooking' }, /course/i],
    ['message', { message: undefined }, /message/i],
  ])('refuses a bad %s with 400 { success: false } naming the field', async (_f, over, pattern) => {
    const res = await post(validInquiry(over));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(pattern);
  });

  it('answers 400 JSON (not a stack trace) for malformed JSON', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('honeypot: a filled "website" answers success but stores nothing', async () => {
    const res = await post(validInquiry({ name: 'Spam Bot', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const cookie = await t().login();
    const list = await t().app.inject({ method: 'GET', url: '/api/admin/inquiries?q=Spam%20Bot', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('admin can change status and notes; statusChangedAt is set', async () => {
    await post(validInquiry({ name: 'Patch Me' }));
    const cookie = await t().login();
    const [row] = (
      await t().app.inject({ method: 'GET', url: '/api/admin/inquiries?q=Patch%20Me', headers: { cookie } })
    ).json();
    const res = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { status: 'contacted', notes: 'Called on Monday' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 'contacted', notes: 'Called on Monday' });
    expect(res.json().statusChangedAt).toEqual(expect.any(String));

    // Re-saving notes (or the same status) is not progress: the date of the last change stays.
    const notesOnly = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { status: 'contacted', notes: 'Called again on Tuesday' },
    });
    expect(notesOnly.json()).toMatchObject({
      notes: 'Called again on Tuesday',
      statusChangedAt: res.json().statusChangedAt,
    });

    const bad = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { status: 'teleported' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/i);

    const missing = await t().app.inject({
      method: 'PATCH',
      url: '/api/admin/inquiries/999999',
      headers: { cookie, origin: ORIGIN },
      payload: { notes: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
