import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@dds/shared/src/messages';
import { RATE_LIMITED_MESSAGE } from '../../security/rate-limits';
import { ORIGIN, startTestApp, type TestApp } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';
import { INQUIRY_THANKS } from '../inquiries/inquiry.routes';

/**
 * What a plain-HTML form post costs the server, per address: the answer page is a full render of
 * the public page (7–9 ms of CPU), so an address that posts refused forms in a loop must not get one
 * render per post. docs/decisions/010-upload-limit-and-request-edges.md.
 */
const FORMS_PER_MIN = 4;

describe('the cost of plain-HTML form answers is bounded per address', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimitFormsPerMin: FORMS_PER_MIN });
    write(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading</dds-boot></div></body></html>',
    );
    // A stand-in render module that numbers its renders: two answers with one number are one render.
    const renderModule = `let renders = 0;
    exports.renderPageParts = async (url, { submittedForm }) => ({
      head: '<title>Rendered</title>',
      body: '<main data-render="' + ++renders + '" data-url="' + url + '">' + JSON.stringify(submittedForm ?? null).replace(/</g, '&lt;') + '</main>',
    });`;
    write(path.join(t.config.publicSiteDist, 'server', 'render-page.0c0571ed.js'), renderModule);
    write(
      path.join(t.config.publicSiteDist, 'prerender', 'manifest.json'),
      JSON.stringify({ renderModule: 'render-page.0c0571ed.js', routes: {}, heads: {} }),
    );
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: ORIGIN },
      payload: new URLSearchParams(fields).toString(),
    });
  const renderNumber = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
  const submittedForm = (html: string) =>
    JSON.parse(/<script id="dds-submitted-form" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

  it('refused posts (refused before any rate limit): the spec message every time, the values while the address is within its allowance, then a cached page', async () => {
    const fields = { ...validInquiry(), name: 'Loop Bot', phone: ' ', _form: 'inquiry' };
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await post('/InquiryForm', fields, '10.1.0.1'));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(submittedForm(res.body)).toMatchObject({
        form: 'inquiry',
        ok: false,
        message: MESSAGES.inquiryEmptyField,
      });
    }
    // The first RATE_LIMIT_FORMS_PER_MIN answers keep what the visitor typed (rendered for them)…
    for (const res of answers.slice(0, FORMS_PER_MIN))
      expect(submittedForm(res.body).values).toMatchObject({ name: 'Loop Bot' });
    // …the rest are one page rendered once, with nothing of the visitor's in it.
    for (const res of answers.slice(FORMS_PER_MIN)) expect(submittedForm(res.body).values).toBeUndefined();
    expect(new Set(answers.map((res) => renderNumber(res.body))).size).toBe(FORMS_PER_MIN + 1);

    // Another address has its own allowance: its refusal keeps its values.
    const other = await post('/InquiryForm', { ...fields, name: 'Real Visitor' }, '10.1.0.2');
    expect(submittedForm(other.body).values).toMatchObject({ name: 'Real Visitor' });
  });

  it('429 answers: the spec message and Retry-After every time, at most one render per allowance', async () => {
    const renders = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const res = await post('/InquiryForm', { ...validInquiry(), _form: 'inquiry' }, '10.1.0.3');
      if (i < FORMS_PER_MIN) {
        expect(res.statusCode).toBe(303);
        continue;
      }
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(submittedForm(res.body)).toMatchObject({ ok: false, message: RATE_LIMITED_MESSAGE });
      renders.add(renderNumber(res.body));
    }
    expect(renders.size).toBeLessThanOrEqual(FORMS_PER_MIN + 1);
  });

  it('?sent= pages are rendered once per page and content version, not per request', async () => {
    const pages = [];
    for (let i = 0; i < 10; i++)
      pages.push(await t.app.inject({ method: 'GET', url: '/InquiryForm?sent=inquiry', remoteAddress: '10.1.0.4' }));
    for (let i = 0; i < 5; i++)
      pages.push(
        await t.app.inject({ method: 'GET', url: `/inquiryform?sent=inquiry&utm=${i}`, remoteAddress: `10.1.1.${i}` }),
      );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(submittedForm(page.body)).toEqual({ form: 'inquiry', ok: true, message: INQUIRY_THANKS });
    }
    expect(new Set(pages.map((p) => renderNumber(p.body))).size).toBe(1);
  });
});
