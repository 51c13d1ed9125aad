import { startTestApp, type TestApp } from '../../test/support/test-app';

const FORGED = 'evil.example';

describe('robots.txt and sitemap.xml with PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { publicOrigin: 'https://dds.example' });
  });
  afterAll(() => t.close());

  it('use the configured origin whatever Host the request carries', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: FORGED } });
    expect(robots.body).toMatch(/Disallow: \/admin/);
    expect(robots.body).toContain('Sitemap: https://dds.example/sitemap.xml');
    expect(robots.headers['cache-control']).toMatch(/public/);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: FORGED, 'x-forwarded-host': FORGED } });
    expect(sitemap.statusCode).toBe(200);
    // Each page by the address its canonical link names (docs/contract.md §2's route spelling).
    expect(sitemap.body).toContain('<loc>https://dds.example/inquiryform</loc>');
    expect(sitemap.body).not.toContain('<loc>https://dds.example/InquiryForm</loc>');
    expect(sitemap.body).toContain('<loc>https://dds.example/seo</loc>');
    expect(sitemap.body).toContain('<loc>https://dds.example/OnilneCourses</loc>');
    expect(robots.body + sitemap.body).not.toContain(FORGED);
  });
});

describe('robots.txt and sitemap.xml without PUBLIC_ORIGIN (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('use a localhost Host, so a developer sees working absolute links', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8080' } });
    expect(sitemap.body).toContain('<loc>http://localhost:8080/inquiryform</loc>');
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:8080' } });
    expect(robots.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
  });

  it('never echo any other Host into an answer a cache could keep', async () => {
    for (const host of [FORGED, 'localhost.evil.example', 'evil.example:8080']) {
      const robots = await t.app.inject({ url: '/robots.txt', headers: { host } });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toMatch(/Disallow: \/admin/);
      expect(robots.body).not.toContain('evil');
      const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host } });
      expect(sitemap.body).not.toContain('evil');
      expect(sitemap.statusCode).toBe(404);
    }
  });
});
