import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@dds/shared/src/messages';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';

/**
 * A business asking about a project from a services page sends an inquiry without a course
 * (optionally the service it is about); a student's inquiry keeps docs/contract.md §3's rules.
 */
describeEachDialect('business inquiries', (t) => {
  const send = (body: Record<string, unknown>) =>
    t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: body });
  const list = async () =>
    (
      await t().app.inject({
        method: 'GET',
        url: '/api/admin/inquiries?page=1&pageSize=100',
        headers: { cookie: await t().login() },
      })
    ).json().items as Array<Record<string, string>>;

  it('stores a business inquiry without a course, and one with the service it is about', async () => {
    const { course: _course, ...noCourse } = validInquiry({ name: 'Kapoor Sweets' });
    const res = await send({ ...noCourse, kind: 'business', message: 'We need a website and Instagram posts.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
    expect(
      (await send({ ...validInquiry({ name: 'Mehta Traders' }), kind: 'business', course: 'seo' })).statusCode,
    ).toBe(200);

    const rows = await list();
    expect(rows.find((r) => r.name === 'Kapoor Sweets')).toMatchObject({ kind: 'business', course: '' });
    expect(rows.find((r) => r.name === 'Mehta Traders')).toMatchObject({ kind: 'business', course: 'seo' });
  });

  it('keeps the student rules: a course from the list is required, and an inquiry without a kind is a student one', async () => {
    const { course: _course, ...noCourse } = validInquiry();
    const res = await send(noCourse);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Course must be Spoken English, Computer Course or Both' });
    expect((await send({ ...validInquiry(), kind: 'student', course: 'seo' })).statusCode).toBe(400);
    expect((await send({ ...validInquiry(), kind: 'business', course: 'cooking' })).statusCode).toBe(400);
    expect((await send({ ...validInquiry(), kind: 'reseller' })).statusCode).toBe(400);

    expect((await send(validInquiry({ name: 'Old Client Student' }))).statusCode).toBe(200);
    expect((await list()).find((r) => r.name === 'Old Client Student')).toMatchObject({
      kind: 'student',
      course: 'spoken',
    });
  });

  it('exports the kind in the CSV', async () => {
    const csv = await t().app.inject({
      method: 'GET',
      url: '/api/admin/inquiries/export.csv',
      headers: { cookie: await t().login() },
    });
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',').slice(0, 3)).toEqual(['Received (IST)', 'Kind', 'Name']);
    expect(lines.some((l) => l.includes(',Business,Kapoor Sweets,'))).toBe(true);
  });

  it('takes a business inquiry posted as a plain HTML form without a course', async () => {
    fs.mkdirSync(t().config.shellDist, { recursive: true });
    fs.writeFileSync(
      path.join(t().config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><dds-boot></dds-boot></body></html>',
    );
    const fields = {
      _form: 'inquiry',
      kind: 'business',
      name: 'Singh Motors',
      email: 'singh@example.in',
      phone: '9876543210',
      course: '',
      message: 'Video ads for our showroom',
    };
    const res = await t().app.inject({
      method: 'POST',
      url: '/InquiryForm?kind=business',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/InquiryForm?kind=business&sent=inquiry#inquiry-outcome');
    expect((await list()).find((r) => r.name === 'Singh Motors')).toMatchObject({ kind: 'business', course: '' });

    // A student form with an empty course is still the spec's empty-field refusal.
    const student = await t().app.inject({
      method: 'POST',
      url: '/InquiryForm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ ...fields, kind: 'student', name: 'Student NoCourse' }).toString(),
    });
    expect(student.statusCode).toBe(400);
    expect(student.body).toContain(MESSAGES.inquiryEmptyField.replace('⚠️', ''));
  });
});
