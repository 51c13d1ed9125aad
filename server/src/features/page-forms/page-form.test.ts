import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@dds/shared/src/messages';
import { TYPED_DATE_MESSAGE } from '@dds/shared/src/schemas/typed-date';
import { ORIGIN, multipart, startTestApp, type TestApp } from '../../../test/support/test-app';
import { makePdf, validAdmission, validInquiry } from '../../../test/support/fixtures';

/**
 * A form sent before the app has loaded (slow phone) or with JavaScript off arrives as a plain
 * urlencoded post to its own page. It must be stored like the app's call, never put personal data
 * in a URL, and answer with a page that says what happened and keeps what the visitor typed.
 */
describe('public forms posted as plain HTML', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimitFormsPerMin: 4 });
    write(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading</dds-boot></div></body></html>',
    );
    // A stand-in for the public-site release's server-render module: it shows what it was given.
    const renderModule = `exports.renderPageParts = async (url, { submittedForm }) => ({
      head: '<title>Rendered</title>',
      body: '<main data-url="' + url + '">' + JSON.stringify(submittedForm).replace(/</g, '&lt;') + '<img src="__DDS_PUBLIC_SITE_URL__/logo.png"></main>',
    });`;
    write(path.join(t.config.publicSiteDist, 'server', 'render-page.0badc0de.js'), renderModule);
    write(
      path.join(t.config.publicSiteDist, 'prerender', 'manifest.json'),
      JSON.stringify({ renderModule: 'render-page.0badc0de.js', routes: {}, heads: {} }),
    );
  });
  afterAll(() => t.close());

  let client = 0;
  /** Each test posts from its own address, so the form rate limit is per test. */
  const post = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    remoteAddress = `10.0.0.${++client}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: ORIGIN, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const inquiries = () => t.database.db.selectFrom('inquiries').selectAll().execute();
  const submittedForm = (html: string) =>
    JSON.parse(/<script id="dds-submitted-form" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

  it('stores an inquiry posted to its page and redirects to the page with no personal data in the URL', async () => {
    const before = (await inquiries()).length;
    const fields = { ...validInquiry(), name: 'Asha Verma', _form: 'inquiry' };
    const res = await post('/InquiryForm', fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/InquiryForm?sent=inquiry#inquiry-outcome');
    const stored = await inquiries();
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toMatchObject({ name: 'Asha Verma', email: fields.email, course: fields.course });

    const page = await t.app.inject({ method: 'GET', url: (res.headers.location as string).split('#')[0]! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(submittedForm(page.body)).toEqual({
      form: 'inquiry',
      ok: true,
      message: 'Thank you! Your inquiry has been submitted.',
    });
    expect(page.body).toContain('<title>Rendered</title>');
    expect(page.body).toContain('src="/remotes/public-site/logo.png"');
  });

  it('accepts our own page under Referrer-Policy: no-referrer (Origin: null, Sec-Fetch-Site: same-origin)', async () => {
    const res = await post(
      '/InquiryForm',
      { ...validInquiry(), _form: 'inquiry' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(303);
  });

  it('the home page form posts to / and lands back on the home page', async () => {
    const res = await post('/', { ...validInquiry(), _form: 'inquiry' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?sent=inquiry#inquiry-outcome');
  });

  it('a refused inquiry answers with the page, the server message and every value kept', async () => {
    const before = (await inquiries()).length;
    const fields = { ...validInquiry(), email: 'not-an-email', message: 'Please call after 5 pm', _form: 'inquiry' };
    const res = await post('/inquiryform', fields);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const outcome = submittedForm(res.body);
    expect(outcome).toMatchObject({ form: 'inquiry', ok: false, message: expect.stringMatching(/e-?mail/i) });
    expect(outcome.values).toEqual({
      name: fields.name,
      email: 'not-an-email',
      phone: fields.phone,
      course: fields.course,
      message: 'Please call after 5 pm',
    });
    expect((await inquiries()).length).toBe(before);
  });

  it('an empty field gets the spec message and nothing is stored', async () => {
    const before = (await inquiries()).length;
    const res = await post('/InquiryForm', { ...validInquiry(), phone: '  ', _form: 'inquiry' });
    expect(res.statusCode).toBe(400);
    expect(submittedForm(res.body)).toMatchObject({ ok: false, message: MESSAGES.inquiryEmptyField });
    expect((await inquiries()).length).toBe(before);
    const admission = await post('/AdmissionForm', { ...validAdmission(), mode: '', _form: 'admission' });
    expect(submittedForm(admission.body)).toMatchObject({ ok: false, message: MESSAGES.admissionEmptyField });
  });

  it('stores an admission and shows the spec success message; a refusal says the spec failure and why', async () => {
    const ok = await post('/AdmissionForm?course=Python', {
      ...validAdmission(),
      name: 'Ravi Kumar',
      _form: 'admission',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/AdmissionForm?sent=admission#admission-outcome');
    const rows = await t.database.db.selectFrom('admissions').selectAll().where('name', '=', 'Ravi Kumar').execute();
    expect(rows).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: '/AdmissionForm?sent=admission' });
    expect(submittedForm(page.body)).toEqual({
      form: 'admission',
      ok: true,
      message: MESSAGES.admissionSuccessDefault,
    });

    const refused = await post('/AdmissionForm', { ...validAdmission(), phone: '12345', _form: 'admission' });
    expect(refused.statusCode).toBe(400);
    expect(submittedForm(refused.body)).toMatchObject({
      ok: false,
      message: MESSAGES.admissionFailure,
      detail: expect.stringMatching(/10 digits/),
      values: expect.objectContaining({ phone: '12345' }),
    });
  });

  it('a certificate lookup is answered in the page, with the link on a match and the spec message on a miss', async () => {
    const cookie = await t.login();
    const upload = multipart(
      { name: 'Meera Joshi', roll: 'PF-1', dob: '2003-03-03' },
      { field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf('Meera') },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/certificates/upload',
          payload: upload.payload,
          headers: { ...upload.headers, cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(200);

    const found = await post('/GetInTouch', {
      name: ' meera joshi ',
      roll: 'PF-1',
      dob: '2003-03-03',
      _form: 'certificate',
    });
    expect(found.statusCode).toBe(200);
    expect(submittedForm(found.body)).toMatchObject({
      form: 'certificate',
      ok: true,
      certificate: { name: 'Meera Joshi', downloadUrl: expect.stringMatching(/^\/api\/certificates\/download\//) },
    });

    const missed = await post('/GetInTouch', { name: 'Nobody', roll: 'PF-1', dob: '2003-03-03', _form: 'certificate' });
    expect(missed.statusCode).toBe(200);
    expect(submittedForm(missed.body)).toMatchObject({
      ok: false,
      message: MESSAGES.certificateNoMatch,
      values: { name: 'Nobody', roll: 'PF-1', dob: '2003-03-03' },
    });
  });

  it('takes the date of birth as the lookup field shows it (DD-MM-YYYY, or the digits alone) and says so when it is not', async () => {
    const cookie = await t.login();
    const upload = multipart(
      { name: 'Ravi Day', roll: 'PF-2', dob: '2004-05-07' },
      { field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf('Ravi') },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/certificates/upload',
          payload: upload.payload,
          headers: { ...upload.headers, cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(200);
    for (const dob of ['07-05-2004', '7/5/2004', '07052004', '2004-05-07']) {
      const found = await post('/GetInTouch', { name: 'Ravi Day', roll: 'PF-2', dob, _form: 'certificate' });
      expect([dob, submittedForm(found.body)]).toEqual([dob, expect.objectContaining({ ok: true })]);
    }
    const refused = await post('/GetInTouch', { name: 'Ravi Day', roll: 'PF-2', dob: 'May 7th', _form: 'certificate' });
    expect(refused.statusCode).toBe(400);
    expect(submittedForm(refused.body)).toMatchObject({
      ok: false,
      message: TYPED_DATE_MESSAGE,
      values: { dob: 'May 7th' },
    });
    // A day that does not exist is the API's date-of-birth rule, as before.
    const impossible = await post('/GetInTouch', {
      name: 'Ravi Day',
      roll: 'PF-2',
      dob: '31-02-2004',
      _form: 'certificate',
    });
    expect(submittedForm(impossible.body)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Date of birth must be a real date in the past/),
    });
  });

  it('keeps the form rate limit of the JSON endpoint, per visitor address, and says when to retry', async () => {
    const address = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/InquiryForm', { ...validInquiry(), _form: 'inquiry' }, {}, address)).statusCode);
    expect(statuses).toEqual([303, 303, 303, 303, 429]);
    const limited = await post('/InquiryForm', { ...validInquiry(), name: 'Kept Name', _form: 'inquiry' }, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(submittedForm(limited.body)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/too many/i),
      values: expect.objectContaining({ name: 'Kept Name' }),
    });
    // The JSON endpoint and the page share one allowance.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry(),
      remoteAddress: address,
    });
    expect(json.statusCode).toBe(429);
  });

  it('the honeypot works as for the app: a bot is told it worked and nothing is stored', async () => {
    const before = (await inquiries()).length;
    const res = await post('/InquiryForm', { ...validInquiry(), website: 'http://spam.example', _form: 'inquiry' });
    expect(res.statusCode).toBe(303);
    expect((await inquiries()).length).toBe(before);
  });

  it('refuses a post from another site, and posts to unknown pages or forms, without storing anything', async () => {
    const before = (await inquiries()).length;
    const crossSite = await post(
      '/InquiryForm',
      { ...validInquiry(), _form: 'inquiry' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(submittedForm(crossSite.body)).toMatchObject({
      ok: false,
      values: expect.objectContaining({ name: validInquiry().name }),
    });
    const sandboxed = await post(
      '/InquiryForm',
      { ...validInquiry(), _form: 'inquiry' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    );
    expect(sandboxed.statusCode).toBe(403);
    expect((await post('/InquiryForm', { ...validInquiry(), _form: 'something' })).statusCode).toBe(400);
    // /admin takes only the login screen's post (auth/login-page.routes.ts): no password, refused
    expect((await post('/admin', { ...validInquiry(), _form: 'inquiry' })).statusCode).toBe(400);
    expect((await post('/no-such-page', { ...validInquiry(), _form: 'inquiry' })).statusCode).toBe(404);
    expect((await inquiries()).length).toBe(before);
  });

  it('the JSON endpoints still refuse urlencoded bodies (no new cross-site form target)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(validInquiry()).toString(),
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers with a plain page that still shows the message and the values when the release has no render module', async () => {
    fs.rmSync(path.join(t.config.publicSiteDist, 'prerender', 'manifest.json'));
    try {
      const res = await post('/InquiryForm', {
        ...validInquiry(),
        email: 'broken',
        name: '<b>Asha</b>',
        _form: 'inquiry',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/role="alert"/);
      expect(res.body).toContain('&lt;b&gt;Asha&lt;/b&gt;');
      expect(res.body).not.toContain('<b>Asha</b>');
    } finally {
      write(
        path.join(t.config.publicSiteDist, 'prerender', 'manifest.json'),
        JSON.stringify({ renderModule: 'render-page.0badc0de.js', routes: {}, heads: {} }),
      );
    }
  });
});
