import fs from 'node:fs';
import path from 'node:path';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/src/schemas/site-settings';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';

const filled: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS Computer & English Institute',
  address: 'Near Gandhi Chowk\nStation Road, Sitapur\nUttar Pradesh 261001',
  phone: '098765 43210',
  email: 'office@dds-institute.in',
  whatsapp: '+91 91234-56789',
  mapsUrl: 'https://maps.app.goo.gl/abc123',
  facebook: 'https://facebook.com/ddsinstitute',
  upiId: 'ddsinstitute@sbi',
  upiPayee: 'DDS Education Trust',
  officeHours: 'Mon–Sat, 8 am – 7 pm',
};

describeEachDialect('site settings', (t) => {
  const put = async (body: unknown) =>
    t().app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: await t().login(), origin: ORIGIN },
      payload: body as object,
    });

  it('a fresh install has every detail unset: nothing to show, nothing faked', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    // The content holds more than settings (courses, …): here only the settings matter.
    expect(res.json()).toMatchObject({ version: expect.any(Number), settings: EMPTY_SITE_SETTINGS });
  });

  it('saves valid settings (phones normalised to +91), bumps the content version, and audits before/after', async () => {
    const before = (await t().app.inject({ method: 'GET', url: '/api/content' })).json().version as number;
    const res = await put(filled);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+91 98765 43210',
      whatsapp: '+91 91234 56789',
      address: filled.address,
    });
    const content = (await t().app.inject({ method: 'GET', url: '/api/content' })).json();
    expect(content.version).toBeGreaterThan(before);
    expect(content.settings.upiId).toBe('ddsinstitute@sbi');

    const audit = await t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({
      upiId: { before: '', after: 'ddsinstitute@sbi' },
      phone: { before: '', after: '+91 98765 43210' },
    });

    // Saving the same again changes nothing: no new version, no audit line.
    const version = content.version;
    expect((await put(filled)).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/api/content' })).json().version).toBe(version);
  });

  it.each([
    ['upiId', 'dds-at-sbi', /UPI id must look like name@bank/],
    ['phone', '12345', /Phone must be an Indian number/],
    ['whatsapp', '+1 415 555 0100', /WhatsApp number must be an Indian number/],
    ['mapsUrl', 'http://maps.example/x', /Google Maps link must be a full https:\/\/ link/],
    ['facebook', 'javascript:alert(1)', /Facebook link must be a full https:\/\/ link/],
    ['email', 'office@', /Email must be a valid e-mail address/],
    ['instituteName', 'DDS\u202Eevil', /Institute name contains characters that are not allowed/],
  ])('refuses a bad %s with a message naming the field', async (field, value, message) => {
    const res = await put({ ...filled, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('is for admins only', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await t().app.inject({ method: 'PUT', url: '/api/admin/settings', payload: filled })).statusCode).toBe(401);
  });
});

describeEachDialect('public pages show the current settings without a rebuild', (t) => {
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  beforeAll(() => {
    write(
      path.join(t().config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading</dds-boot></div></body></html>',
    );
    // Stand-in render module: shows the phone it was given and counts its renders.
    write(
      path.join(t().config.publicSiteDist, 'server', 'render-page.5e77ed00.js'),
      `globalThis.__ddsRenders = 0;
       exports.renderPageParts = async (url, { content }) => { globalThis.__ddsRenders++; return { head: '<title>Page</title>', body: '<footer>' + url + ' ' + (content.settings.phone || 'no phone') + '</footer>' }; };`,
    );
    write(
      path.join(t().config.publicSiteDist, 'prerender', 'manifest.json'),
      JSON.stringify({ renderModule: 'render-page.5e77ed00.js', routes: {}, heads: {} }),
    );
  });
  const renders = () => (globalThis as { __ddsRenders?: number }).__ddsRenders ?? 0;
  const page = (url: string) => t().app.inject({ method: 'GET', url });

  it('renders the page with the settings of now, hands them to the app, and caches until they change', async () => {
    const first = await page('/about1');
    expect(first.body).toContain('<footer>/about1 no phone</footer>');
    const count = renders();
    expect((await page('/About1')).body).toContain('no phone');
    expect(renders()).toBe(count); // same release, same content: served from the cache

    const cookie = await t().login();
    const saved = await t().app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie, origin: ORIGIN },
      payload: { ...EMPTY_SITE_SETTINGS, phone: '9876543210' },
    });
    expect(saved.statusCode).toBe(200);

    const after = await page('/about1');
    expect(after.body).toContain('<footer>/about1 +91 98765 43210</footer>');
    const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(after.body)![1]!;
    expect(JSON.parse(json).settings.phone).toBe('+91 98765 43210');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // Unknown paths render the not-found page once for all of them.
    expect((await page('/no-such-page')).statusCode).toBe(404);
    const notFoundRenders = renders();
    await page('/another-missing-page');
    expect(renders()).toBe(notFoundRenders);
  });
});
