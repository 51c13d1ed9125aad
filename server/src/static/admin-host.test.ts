import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, testConfig, type TestApp } from '../../test/support/test-app';
import { remotesConfig } from './index-html';

/** The same server under two host names behind nginx (docs/decisions/003-admin-on-its-own-host.md). */
const SITE = 'https://dds.example';
const ADMIN_SITE = 'https://admin.dds.example';

describe('the admin host: admin pages only, never indexed; the public host unchanged', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustProxy: 1, publicOrigin: SITE, adminOrigin: ADMIN_SITE });
    write(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><head></head><dds-boot>loading</dds-boot><div id="root"></div>',
    );
    write(path.join(t.config.shellDist, 'main.1a2b3c4d5e.js'), 'console.log(1)');
  });
  afterAll(() => t.close());

  /** A request as nginx passes it on: `Host $host` (no port), https in X-Forwarded-Proto. */
  const get = (url: string, host: string) =>
    t.app.inject({ url, headers: { host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
  const onAdminHost = (url: string) => get(url, 'admin.dds.example');
  const onPublicHost = (url: string) => get(url, 'dds.example');

  it('opens the admin panel at / (a temporary redirect, marked noindex)', async () => {
    const res = await onAdminHost('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves admin deep links (any case) with the shell, noindex', async () => {
    for (const url of ['/admin', '/admin/inquiries', '/ADMIN/donationdetails/3']) {
      const res = await onAdminHost(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('id="root"');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('sends public pages, with their query, to the public origin for good', async () => {
    for (const [url, location] of [
      ['/about1', `${SITE}/about1`],
      ['/InquiryForm?course=python', `${SITE}/InquiryForm?course=python`],
      ['/no-such-page', `${SITE}/no-such-page`],
    ]) {
      const res = await onAdminHost(url!);
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location]);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('serves the files and the API the admin panel needs, noindex', async () => {
    for (const url of ['/main.1a2b3c4d5e.js', '/remotes.json', '/api/health']) {
      const res = await onAdminHost(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('keeps the sitemap and robots.txt on the public origin, whichever host is asked', async () => {
    for (const ask of [onAdminHost, onPublicHost]) {
      const sitemap = await ask('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`<loc>${SITE}/</loc>`);
      expect(sitemap.body).not.toContain('admin.dds.example');
      const robots = await ask('/robots.txt');
      expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
      expect(robots.body).not.toContain('admin.dds.example');
    }
  });

  it('leaves the public host as it was: pages served there, nothing marked noindex', async () => {
    for (const url of ['/', '/about1', '/admin/inquiries', '/sitemap.xml']) {
      const res = await onPublicHost(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
  });
});

describe('without ADMIN_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustProxy: 1, publicOrigin: SITE });
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => t.close());

  it('a request under another host name is served as before: no redirect, no noindex', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'admin.dds.example', 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('remotes config: the API base is a deploy-time choice', () => {
  it('names no API base by default (the page origin) and carries API_BASE_URL when set', () => {
    expect(remotesConfig(testConfig('/tmp/x'))).not.toHaveProperty('apiBaseUrl');
    expect(remotesConfig(testConfig('/tmp/x', { apiBaseUrl: 'https://api.dds.example' })).apiBaseUrl).toBe(
      'https://api.dds.example',
    );
  });
});
