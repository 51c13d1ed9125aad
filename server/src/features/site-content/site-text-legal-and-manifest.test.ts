import sharp from 'sharp';
import type { SiteContent, SiteSettings } from '@dds/shared/src/schemas/site-settings';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

// The second part of the owner's words (docs/decisions/021-site-text.md, "Second part"): the
// privacy and terms paragraphs take {email}, {phone} and {contact} and nothing else (a typo would
// reach visitors as typed); course-list and form headings save like every text, for owners and
// staff, never without a session. The web app manifest follows Settings and the uploaded icons.

const path = (key: string) => `/api/admin/site-text/${encodeURIComponent(key)}`;
const CHOICES = 'legal.privacy.sections.3.paragraphs.0';

describeEachDialect('site text: legal pages, headings, manifest', (t) => {
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    owner = (await addLoggedInAdmin(t(), 'owner')).cookie;
    staff = (await addLoggedInAdmin(t(), 'staff')).cookie;
  });
  const put = (key: string, body: object, cookie = owner) => call(t(), cookie, 'PUT', path(key), body);
  const content = async () => (await t().app.inject({ method: 'GET', url: '/api/content' })).json() as SiteContent;
  const manifest = () => t().app.inject({ method: 'GET', url: '/manifest.webmanifest' });

  it('a privacy paragraph may name {email}, {phone} and {contact}; it is stored as typed, placeholders and all', async () => {
    const res = await put(CHOICES, { value: 'Write to {email} or call {phone} to see or delete your details.' });
    expect(res.statusCode).toBe(200);
    expect((await content()).texts?.en?.[CHOICES]).toBe(
      'Write to {email} or call {phone} to see or delete your details.',
    );
  });

  it('an unknown placeholder is refused with 400 naming it and the ones allowed; nothing is saved', async () => {
    const res = await put(CHOICES, { value: 'Write to {emial}.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Privacy Notice › Section 4 › Paragraph 1: {emial} is not a detail the page can fill in; use {email}, {phone} or {contact}',
    );
    expect((await content()).texts?.en?.[CHOICES]).toBe(
      'Write to {email} or call {phone} to see or delete your details.',
    );
  });

  it('outside the legal pages braces are plain characters (no placeholder is filled there)', async () => {
    expect((await put('forms.inquiry.lead', { value: 'Ask us anything {really}.' })).statusCode).toBe(200);
    expect((await put('forms.inquiry.lead', { value: null })).statusCode).toBe(200);
  });

  it('a course-list heading and a form heading: staff may change them, an empty heading is refused, a legal heading may be emptied', async () => {
    expect((await put('courseLists.offline.title', { value: 'Classroom courses' }, staff)).statusCode).toBe(200);
    expect((await content()).texts?.en?.['courseLists.offline.title']).toBe('Classroom courses');
    const empty = await put('forms.admission.title', { value: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Admission form › Title cannot be empty');
    expect((await put('legal.terms.sections.3.heading', { value: '' })).statusCode).toBe(200);
  });

  it('without a session the new texts cannot be changed: 401', async () => {
    const res = await t().app.inject({
      method: 'PUT',
      url: path('legal.terms.title'),
      headers: { origin: ORIGIN },
      payload: { value: 'Rules' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('the manifest: installable fields, the build’s icons, the right type and revalidation', async () => {
    const res = await manifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      id: '/',
      name: 'DDS Group of Institutions',
      short_name: 'DDS',
      description: expect.stringContaining('spoken English'),
      lang: 'en-IN',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b91c1c',
      background_color: '#fffbf5',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    const again = await t().app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('the manifest follows the institute name in Settings and an uploaded logo: icons fetchable at the sizes it names', async () => {
    const { version, ...settings } = (await call(t(), owner, 'GET', '/api/admin/settings')).json() as SiteSettings & {
      version: number;
    };
    expect(
      (
        await call(t(), owner, 'PUT', '/api/admin/settings', {
          ...settings,
          instituteName: 'Sunrise Computer Academy',
          version,
        })
      ).statusCode,
    ).toBe(200);
    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = multipart({}, { field: 'image', name: 'logo.png', type: 'image/png', data: logo });
    expect(
      (
        await t().app.inject({
          method: 'PUT',
          url: '/api/admin/site-images/logo',
          payload: form.payload,
          headers: { ...form.headers, cookie: owner, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(200);
    const body = (await manifest()).json() as {
      name: string;
      short_name: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(body.name).toBe('Sunrise Computer Academy');
    expect(body.short_name).toBe('Sunrise');
    for (const icon of body.icons) {
      expect(icon.src).toMatch(/^\/icon-(192|512)\.png\?v=[0-9a-f]{16}$/);
      const file = await t().app.inject({ method: 'GET', url: icon.src });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });
});
