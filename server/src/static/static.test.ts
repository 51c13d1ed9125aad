import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/support/test-app';

/** Static serving does not touch the database, so SQLite alone covers it. */
describe('static serving and client routes', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    write(path.join(t.config.shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
    write(path.join(t.config.shellDist, 'main.1a2b3c4d5e.js'), 'console.log(1)');
    write(path.join(t.config.shellDist, 'ddslogo.png'), 'png');
    write(path.join(t.config.publicSiteDist, 'mf-manifest.json'), '{"v":1}');
    write(path.join(t.config.publicSiteDist, 'remoteEntry.js'), 'var a=1');
    write(path.join(t.config.publicSiteDist, 'static/js/123.abcdef12.js'), 'chunk');
    write(path.join(t.config.adminPanelDist, 'mf-manifest.json'), '{"admin":1}');
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves index.html with 200 for every public route in any case, and /admin/*', async () => {
    for (const url of [
      '/',
      '/about1',
      '/Seo',
      '/InquiryForm',
      '/OnilneCourses',
      '/onilnecourses',
      '/admin',
      '/admin/inquiries',
      '/ADMIN/donationdetails',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('answers unknown client paths with the same index.html and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="root"');
    expect((await get('/administrator')).statusCode).toBe(404);
  });

  it('answers unknown /api paths with JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('caches hashed files forever and other root assets briefly', async () => {
    const hashed = await get('/main.1a2b3c4d5e.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    const logo = await get('/ddslogo.png');
    expect(logo.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(logo.headers['cache-control']).not.toMatch(/immutable/);
    expect((await get('/missing.js')).statusCode).toBe(404);
    // a development build's unhashed chunk must not be served stale after a rebuild
    write(path.join(t.config.shellDist, 'main.js'), 'dev build');
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves remotes with CORS, no-cache manifests and immutable chunks', async () => {
    const manifest = await get('/remotes/public-site/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/public-site/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/public-site/static/js/123.abcdef12.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/admin-panel/mf-manifest.json')).json()).toEqual({ admin: 1 });
  });

  it('reads files from disk per request: a swapped remote is live at once', async () => {
    const file = path.join(t.config.publicSiteDist, 'mf-manifest.json');
    write(file, '{"v":2}');
    expect((await get('/remotes/public-site/mf-manifest.json')).json()).toEqual({ v: 2 });
    write(path.join(t.config.publicSiteDist, 'static/js/new.99887766.js'), 'new');
    expect((await get('/remotes/public-site/static/js/new.99887766.js')).body).toBe('new');
  });

  it('sends the precompressed twin the client accepts, and the plain file otherwise', async () => {
    const file = path.join(t.config.publicSiteDist, 'big.abcdef12.js');
    write(file, 'plain');
    write(`${file}.br`, 'brotli-bytes');
    write(`${file}.gz`, 'gzip-bytes');
    const br = await get('/remotes/public-site/big.abcdef12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.body]).toEqual(['br', 'brotli-bytes']);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gzip = await get('/remotes/public-site/big.abcdef12.js', { 'accept-encoding': 'gzip' });
    expect([gzip.headers['content-encoding'], gzip.body]).toEqual(['gzip', 'gzip-bytes']);
    const plain = await get('/remotes/public-site/big.abcdef12.js');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'plain']);
  });

  /** What the inline loader of a page is told: when to start the app, what to add then, which service worker. */
  const loaderPlan = (html: string) =>
    JSON.parse(
      /<script id="dds-after-paint" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{"add":[]}',
    ) as { at?: string; add: Array<[string, Record<string, string>]>; sw?: string };
  /** What the loader adds when the app starts: [tag, attributes][]. */
  const afterPaint = (html: string) => loaderPlan(html).add;
  const hrefs = (html: string) => afterPaint(html).map(([, a]) => a.href ?? a.src);
  const SHELL_WITH_ENTRY =
    '<!doctype html><html><head><title>DDS</title></head><body><div id="root"></div><script defer src=/main.1a2b3c4d5e.js></script></body></html>';

  it('puts the remotes config into index.html, and the shell entry and preload hints for the first screen after its paint', async () => {
    write(path.join(t.config.shellDist, 'index.html'), SHELL_WITH_ENTRY);
    write(
      path.join(t.config.publicSiteDist, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1234abcd.js'] } } },
          { name: 'Other', assets: { js: { sync: ['other.js'] } } },
        ],
      }),
    );
    const home = await get('/');
    const inline = /<script id="dds-remotes" type="application\/json">(.*?)<\/script>/.exec(home.body);
    expect(JSON.parse(inline![1]!)).toEqual((await get('/remotes.json')).json());
    // Nothing the browser fetches while parsing: the loader adds them once the page is painted (decision 027).
    expect(home.body).not.toMatch(/<script\b[^>]*\bsrc=|<link\b[^>]*\bpreload/);
    expect(afterPaint(home.body).slice(0, 2)).toEqual([
      ['script', { src: '/main.1a2b3c4d5e.js' }],
      ['link', { rel: 'preload', href: '/remotes/public-site/remoteEntry.js', as: 'script' }],
    ]);
    // The shell registers remotes by their remoteEntry.js: it never fetches a manifest.
    expect(hrefs(home.body).filter((href) => href?.endsWith('mf-manifest.json'))).toEqual([]);
    expect(hrefs(home.body)).toContain('/remotes/public-site/__federation_expose_routes.1234abcd.js');
    expect(home.body).not.toContain('other.js');
    expect(home.body).not.toContain('/remotes/admin-panel/remoteEntry.js');
    const admin = await get('/admin/inquiries');
    expect(afterPaint(admin.body)).toContainEqual([
      'link',
      { rel: 'preload', href: '/remotes/admin-panel/remoteEntry.js', as: 'script' },
    ]);
    expect(admin.body).not.toContain('/remotes/public-site/remoteEntry.js');
  });

  it("adds the shell's start-up files its build listed (shared modules' chunks) to what the loader prefetches and starts", async () => {
    // Another shell build: its own index.html (so the kept page answers are built anew) and list.
    write(path.join(t.config.shellDist, 'index.html'), SHELL_WITH_ENTRY.replace('DDS', 'DDS build 2'));
    write(
      path.join(t.config.shellDist, 'start-up-files.json'),
      JSON.stringify({ files: ['262.49a2e40c.js', 'emotion.37e88ed5.js', '../escape.js', 'x.css'] }),
    );
    for (const url of ['/', '/admin']) {
      const plan = afterPaint((await get(url)).body);
      expect(plan).toEqual(
        expect.arrayContaining([
          ['link', { rel: 'preload', href: '/262.49a2e40c.js', as: 'script' }],
          ['link', { rel: 'preload', href: '/emotion.37e88ed5.js', as: 'script' }],
        ]),
      );
      // Only plain script names of the shell's folder.
      expect(plan.map(([, a]) => a.href ?? a.src).filter((href) => /escape|\.css/.test(href ?? ''))).toEqual([]);
      // main.js still first: on a tap before the paint it is what starts the app.
      expect(plan[0]).toEqual(['script', { src: '/main.1a2b3c4d5e.js' }]);
    }
    fs.rmSync(path.join(t.config.shellDist, 'start-up-files.json'));
  });

  it('remembers the language a visitor follows the switch to, and sends them to the clean address', async () => {
    const toHindi = await get('/hi/AdmissionForm?course=Basic%20English&mode=Online&lang=hi');
    expect(toHindi.statusCode).toBe(303);
    expect(toHindi.headers.location).toBe('/hi/AdmissionForm?course=Basic%20English&mode=Online');
    expect(toHindi.headers['set-cookie']).toBe('dds_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(toHindi.headers['cache-control']).toBe('no-store');
    const toEnglish = await get('/about1?lang=en');
    expect([toEnglish.statusCode, toEnglish.headers.location]).toEqual([303, '/about1']);
    expect(toEnglish.headers['set-cookie']).toMatch(/^dds_lang=en;/);
    // A marker that disagrees with the address remembers nothing; the visitor still lands on the page.
    const crafted = await get('/hi?lang=en');
    expect([crafted.statusCode, crafted.headers.location, crafted.headers['set-cookie']]).toEqual([
      303,
      '/hi',
      undefined,
    ]);
    // A crafted link cannot send the visitor to another site: the answer stays on this one.
    for (const crafted of ['//evil.example/?lang=en', '/\\evil.example/?lang=en', '//evil.example/hi?lang=hi']) {
      const answer = await get(crafted);
      expect(answer.headers.location ?? '/').toMatch(/^\/(?![/\\])/);
    }
    // Without the marker (a search engine, a shared link): the page itself, no cookie, no redirect.
    const plain = await get('/hi/about1', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect([plain.statusCode, plain.headers['set-cookie']]).toEqual([200, undefined]);
  });

  it('starts the app at the first interaction on a page the server rendered, after the paint where it needs the app', async () => {
    write(
      path.join(t.config.shellDist, 'index.html'),
      '<html><head></head><body><div id="root"><dds-boot>Loading DDS…</dds-boot></div><script defer src=/main.1a2b3c4d5e.js></script></body></html>',
    );
    const dir = path.join(t.config.publicSiteDist, 'prerender');
    write(path.join(dir, 'manifest.json'), JSON.stringify({ routes: { '/': 'home.html', '*': 'not-found.html' } }));
    write(path.join(dir, 'home.html'), '<h1>Home</h1>');
    write(path.join(dir, 'not-found.html'), '<h1>Page not found</h1>');
    const at = async (url: string) => loaderPlan((await get(url)).body).at;
    // The server's page works without the app (decision 027): the first tap is the browser's.
    expect(await at('/')).toBe('input');
    expect(await at('/no-such-page')).toBe('input');
    // "Loading DDS…" and the admin login are nothing without the app.
    expect(await at('/about1')).toBe('paint');
    expect(await at('/admin')).toBe('paint');
    // The service worker is registered by the loader, when the build has one (production).
    expect(loaderPlan((await get('/')).body).sw).toBeUndefined();
    write(path.join(t.config.shellDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // (Pages not asked for yet: an assembled page is kept until its template or remote changes.)
    expect(loaderPlan((await get('/donation')).body).sw).toBe('/sw.js');
    expect(loaderPlan((await get('/admin/inquiries')).body).sw).toBe('/sw.js');
  });

  it('lets exactly the inline after-paint loader run under the CSP', async () => {
    write(path.join(t.config.shellDist, 'index.html'), SHELL_WITH_ENTRY);
    for (const url of ['/', '/admin']) {
      const res = await get(url);
      const inlineScripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inlineScripts).toHaveLength(1);
      const hash = crypto.createHash('sha256').update(inlineScripts[0]!).digest('base64');
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/
        .exec(String(res.headers['content-security-policy']))![1]!
        .split(' ');
      expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    }
  });

  it("preloads a public-site release's Layout (the shell hydrates inside it) instead of its Header and Footer", async () => {
    write(path.join(t.config.shellDist, 'index.html'), SHELL_WITH_ENTRY);
    const expose = (name: string, ...sync: string[]) => ({ name, assets: { js: { sync } } });
    const manifest = (exposes: unknown[]) =>
      write(path.join(t.config.publicSiteDist, 'mf-manifest.json'), JSON.stringify({ exposes }));
    manifest([
      expose('routes', 'routes.js'),
      expose('Header', 'header.js', 'shared.js'),
      expose('Footer', 'footer.js', 'shared.js'),
      expose('Layout', 'layout.js', 'shared.js'),
    ]);
    const withLayout = (await get('/')).body;
    expect(hrefs(withLayout)).toContain('/remotes/public-site/layout.js');
    expect(withLayout.match(/public-site\/shared\.js/g)).toHaveLength(1);
    expect(withLayout).not.toContain('header.js');
    // A release built before the Layout: the shell loads its Header and Footer, so those are preloaded.
    manifest([expose('routes', 'routes.js'), expose('Header', 'header.js'), expose('Footer', 'footer.js')]);
    const older = (await get('/')).body;
    expect(hrefs(older)).toEqual(
      expect.arrayContaining(['/remotes/public-site/header.js', '/remotes/public-site/footer.js']),
    );
  });

  it('sends the prerendered public page inside index.html, with asset URLs of the configured remote', async () => {
    write(
      path.join(t.config.shellDist, 'index.html'),
      '<html><head><title>DDS generic</title><meta name=description content="generic"></head><body><div id="root"><dds-boot>Loading DDS…</dds-boot></div></body></html>',
    );
    const dir = path.join(t.config.publicSiteDist, 'prerender');
    write(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        routes: {
          '/': 'home.html',
          '/hi': 'hi-home.html',
          '/seo': 'seo.html',
          '*': 'not-found.html',
          '/web': '../../secret.txt',
        },
        heads: { '/': 'home.head.html', '/hi': 'hi-home.head.html' },
      }),
    );
    write(
      path.join(dir, 'home.html'),
      '<h1>Learn English &amp; Computer Skills</h1><img src="__DDS_PUBLIC_SITE_URL__/images/hero.svg">',
    );
    write(
      path.join(dir, 'home.head.html'),
      '<title>Learn English | DDS</title><meta name="description" content="Courses">',
    );
    // A Hindi page's head names its font twice (decision 026 §5): the preload and the styles' @font-face.
    write(path.join(dir, 'hi-home.html'), '<h1>अंग्रेज़ी सीखें</h1>');
    const font = 'assets/noto-sans-devanagari-devanagari-400-normal.0123abcd.woff2';
    write(
      path.join(dir, 'hi-home.head.html'),
      `<link rel="preload" href="__DDS_PUBLIC_SITE_URL__/${font}" as="font" type="font/woff2" crossorigin><title>DDS</title><style data-dds-global="g">@font-face{src:url(__DDS_PUBLIC_SITE_URL__/${font}) format('woff2')}</style>`,
    );
    write(path.join(dir, 'seo.html'), '<h1>SEO services</h1>');
    write(path.join(dir, 'not-found.html'), '<h1>Page not found</h1>');

    const home = await get('/');
    expect(home.body).toContain(
      '<div id="root"><h1>Learn English &amp; Computer Skills</h1><img src="/remotes/public-site/images/hero.svg"></div>',
    );
    expect(home.body).not.toContain('Loading DDS');
    expect(home.body).toContain('<title>Learn English | DDS</title><meta name="description" content="Courses"></head>');
    expect(home.body).not.toContain('generic');
    const hindi = (await get('/hi')).body;
    expect(hindi).toContain(
      `<link rel="preload" href="/remotes/public-site/${font}" as="font" type="font/woff2" crossorigin>`,
    );
    expect(hindi).toContain(`src:url(/remotes/public-site/${font}) format('woff2')`);
    expect(hindi).not.toContain('__DDS_PUBLIC_SITE_URL__');
    expect((await get('/Seo')).body).toContain('<h1>SEO services</h1>');
    const missing = await get('/no-such-page');
    expect([missing.statusCode, missing.body.includes('<h1>Page not found</h1>')]).toEqual([404, true]);
    // no prerendered page for this route, or a manifest entry pointing outside: the loading placeholder stays
    expect((await get('/about1')).body).toContain('Loading DDS');
    expect((await get('/web')).body).toContain('Loading DDS');
    // the admin panel is never prerendered: without a session the server's login screen stands in
    const admin = (await get('/admin')).body;
    expect([admin.includes('<h1>Admin login</h1>'), admin.includes('Learn English')]).toEqual([true, false]);
  });

  it('compresses the assembled index.html for clients that accept it', async () => {
    const zlib = await import('node:zlib');
    const plain = await get('/about1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/about1', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/about1', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('revalidates with ETag (304)', async () => {
    const first = await get('/remotes/public-site/remoteEntry.js');
    const second = await get('/remotes/public-site/remoteEntry.js', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });

  it('never serves files outside the dist folders', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/remotes/public-site/../../secret.txt',
      '/remotes/public-site/%2e%2e/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
    ]) {
      const res = await get(url);
      expect(res.body).not.toContain('secret');
    }
  });

  it('serves remotes.json from the configured URLs, no-cache', async () => {
    const res = await get('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: [
        { name: 'public_site', entry: '/remotes/public-site/mf-manifest.json' },
        { name: 'admin_panel', entry: '/remotes/admin-panel/mf-manifest.json' },
      ],
    });
  });

  it('generates robots.txt and an absolute sitemap.xml (PUBLIC_ORIGIN and forged Hosts: seo.test.ts)', async () => {
    const robots = await get('/robots.txt', { host: 'localhost:8080' });
    expect(robots.body).toMatch(/Disallow: \/admin/);
    expect(robots.body).toMatch(/Sitemap: http:\/\/localhost:8080\/sitemap\.xml/);
    const sitemap = await get('/sitemap.xml', { host: 'localhost:8080' });
    // The canonical spelling (the contract's route column, docs/decisions/017-search-and-sharing.md), not the links'.
    expect(sitemap.body).toContain('<loc>http://localhost:8080/inquiryform</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:8080/OnilneCourses</loc>');
  });

  it('sends a CSP that blocks objects, base and framing but allows the YouTube embeds', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('CSP with remotes on other origins', () => {
  it('allows their origins in script-src and connect-src', async () => {
    const t = await startTestApp('sqlite', {
      publicSiteUrl: 'https://cdn.example.com/public-site',
      adminPanelUrl: 'https://admin.example.org/panel',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json().remotes[0].entry).toBe('https://cdn.example.com/public-site/mf-manifest.json');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com https:\/\/admin\.example\.org/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com https:\/\/admin\.example\.org/);
    } finally {
      await t.close();
    }
  });
});
