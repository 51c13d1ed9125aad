import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { startReleaseServer, type ReleaseServer } from '../support/release-server';

/** The release of `remote` a page was given: its inline remotes config names it by version. */
async function servedVersion(page: Page, remote: 'public-site' | 'admin-panel'): Promise<string | undefined> {
  const config = await page.locator('#dds-remotes').textContent();
  return new RegExp(`/remotes/${remote}/v/([^/]+)/`).exec(config ?? '')?.[1];
}

test.describe('releases: immutable versions, a pointer, canary, preview and rollback', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ReleaseServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startReleaseServer();
    for (const part of ['shell', 'admin-panel'] as const) {
      expect(server.store(part, '1.0.0-e2e-a').code).toBe(0);
      expect(server.cli(['rollback', part, '1.0.0-e2e-a']).code).toBe(0);
    }
    for (const version of ['1.0.0-e2e-a', '1.0.0-e2e-b']) expect(server.store('public-site', version).code).toBe(0);
    expect(server.cli(['rollback', 'public-site', '1.0.0-e2e-a']).output).toContain('public-site live: 1.0.0-e2e-a');
  });
  test.afterAll(() => server.stop());

  test('with no build folders at all, every page comes from the live releases, by version', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/about1`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-a');
    expect(scripts).toContain('/remotes/public-site/v/1.0.0-e2e-a/remoteEntry.js');
    expect(scripts.filter((s) => s.startsWith('/remotes/') && !s.includes('/v/'))).toEqual([]);
    await page.goto(`${server.url}/admin`);
    await expect(page.getByLabel('Password')).toBeVisible();
    expect((await (await page.request.get(`${server.url}/api/health`)).json()).releases['public-site']).toEqual({
      live: '1.0.0-e2e-a',
    });
  });

  test('a canary reaches about its share of new visitors, each keeps theirs; promote and rollback reach the next reload', async ({
    browser,
  }) => {
    // `pnpm canary public-site <version> 50`: a stored release for about half of the visitors.
    const switched = server.cli(['canary', 'public-site', '1.0.0-e2e-b', '50']);
    expect(switched.output).toContain('Canary: public-site 1.0.0-e2e-b for about 50% of visitors');
    expect(server.cli(['list', 'public-site']).output).toMatch(/CANARY 50%\s+1\.0\.0-e2e-b/);

    // Ten new visitors: each is given a cohort, and keeps the same release on every reload.
    const seen: string[] = [];
    for (let visitor = 0; visitor < 10; visitor++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      const first = await servedVersion(page, 'public-site');
      const cohort = Number((await context.cookies()).find((c) => c.name === 'dds_canary')?.value);
      expect(first).toBe(cohort < 50 ? '1.0.0-e2e-b' : '1.0.0-e2e-a');
      await page.reload();
      expect(await servedVersion(page, 'public-site')).toBe(first);
      seen.push(first!);
      await context.close();
    }
    // Ten visitors at 50 %: every release served is one of the two (which ones is chance).
    expect(seen.every((version) => ['1.0.0-e2e-a', '1.0.0-e2e-b'].includes(version))).toBe(true);

    // A visitor outside the canary: promote moves them on their next reload; rollback moves them back.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addCookies([{ name: 'dds_canary', value: '99', url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-a');
    expect(server.cli(['promote', 'public-site']).output).toContain('Live: public-site 1.0.0-e2e-b for everyone.');
    await page.reload();
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-b');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(server.cli(['rollback', 'public-site']).output).toContain('public-site live: 1.0.0-e2e-a (was 1.0.0-e2e-b)');
    await page.reload();
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-a');
    await context.close();
  });

  test('with the service worker in control, promote and rollback reach the next reload', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${server.url}/about1`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-a');

    // The remote entries this page loaded, from any cache or the network (Resource Timing).
    const loadedEntries = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('/remoteEntry.js')),
      );
    const reloadOnce = async () => {
      const answer = await page.reload();
      // The page itself came through the worker (network first), not from a cache it kept.
      expect(answer?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    };
    try {
      expect(server.cli(['rollback', 'public-site', '1.0.0-e2e-b']).output).toContain(
        'public-site live: 1.0.0-e2e-b (was 1.0.0-e2e-a)',
      );
      await reloadOnce();
      expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-b');
      await expect.poll(loadedEntries).toContain('/remotes/public-site/v/1.0.0-e2e-b/remoteEntry.js');

      expect(server.cli(['rollback', 'public-site']).output).toContain(
        'public-site live: 1.0.0-e2e-a (was 1.0.0-e2e-b)',
      );
      await reloadOnce();
      expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-a');
      // The release the worker cached earlier is what this reload runs: immutable versioned URLs.
      await expect.poll(loadedEntries).toContain('/remotes/public-site/v/1.0.0-e2e-a/remoteEntry.js');
    } finally {
      await context.close();
    }
  });

  test('a signed-in admin tries a stored release in their browser only, and goes back to live from the banner', async ({
    page,
    browser,
  }) => {
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const tried = await page.request.post(`${server.url}/api/admin/releases/try`, {
      data: { part: 'public-site', version: '1.0.0-e2e-b' },
      headers: { origin: server.url },
    });
    expect(tried.status()).toBe(204);

    await page.goto(`${server.url}/digital`);
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-b');
    const banner = page.getByRole('region', { name: 'Release preview' });
    await expect(banner).toContainText('Preview in this browser only: Public site 1.0.0-e2e-b');
    // Everyone else still gets live.
    const other = await browser.newPage();
    await other.goto(`${server.url}/digital`);
    expect(await servedVersion(other, 'public-site')).toBe('1.0.0-e2e-a');
    await other.close();

    await banner.getByRole('button', { name: 'Back to live' }).click();
    await expect(page).toHaveURL(`${server.url}/digital`);
    await expect(page.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-a');
  });

  test('a half-copied release is refused, naming what is missing; a damaged live release fails the health check', async ({
    request,
  }) => {
    const someChunk = (dir: string) => fs.readdirSync(dir).find((name) => /^\d+\.[0-9a-f]{8}\.js$/.test(name))!;
    // `pnpm release` of a build that lost a chunk: refused before it is stored.
    const broken = server.store('public-site', '1.0.0-e2e-broken', (dir) => fs.rmSync(path.join(dir, someChunk(dir))));
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(
      /Refused: the build of public-site is not complete:\n {2}- \d+\.[0-9a-f]{8}\.js \(named by mf-manifest\.json\) is missing/,
    );

    // A release described whole, then cut short on its way to the server: refused when stored.
    const copy = path.join(server.dataDir, '..', 'half-copy');
    fs.cpSync(path.join(__dirname, '../../public-site/dist'), copy, { recursive: true });
    expect(
      server.cli(['describe', 'public-site', copy, '1.0.0-e2e-half', 'e2e', new Date().toISOString(), '1.0.0']).code,
    ).toBe(0);
    const lost = someChunk(copy);
    fs.rmSync(path.join(copy, lost));
    const half = server.cli(['add', 'public-site', copy]);
    expect(half.code).toBe(1);
    expect(half.output).toContain(`is not a complete public-site release:\n  - ${lost} is missing`);
    // An archive cut short on its way to the server (`pnpm install-release`).
    fs.writeFileSync(path.join(copy, lost), 'restored');
    const archive = path.join(server.dataDir, '..', 'cut.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', copy, '.']);
    fs.truncateSync(archive, Math.floor(fs.statSync(archive).size / 2));
    const cut = server.cli(['install', archive]);
    expect(cut.code).toBe(1);
    expect(cut.output).toContain(
      `Refused: ${archive} is not a whole release archive (cut short or damaged in transfer?); copy it again`,
    );
    expect(server.cli(['list', 'public-site']).output).not.toMatch(/1\.0\.0-e2e-(half|broken)/);

    const live = path.join(server.dataDir, 'releases', 'admin-panel', '1.0.0-e2e-a', 'remoteEntry.js');
    fs.renameSync(live, `${live}.away`);
    try {
      const health = await request.get(`${server.url}/api/health`);
      expect(health.status()).toBe(503);
      expect((await health.json()).message).toContain('Live release incomplete: admin-panel');
    } finally {
      fs.renameSync(`${live}.away`, live);
    }
  });

  test('a release whose server render loops on one page: that page comes prerendered, /api/health stays fast meanwhile', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stored = server.store('public-site', '1.0.0-e2e-loop', (dir) => {
      // The release's own render module, wrapped to loop for ever on /digital only (a render bug).
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'prerender/manifest.json'), 'utf8')) as {
        renderModule: string;
      };
      const file = path.join(dir, 'server', manifest.renderModule);
      fs.renameSync(file, path.join(dir, 'server', 'render-original.js'));
      fs.writeFileSync(
        file,
        `const real = require('./render-original.js');
        exports.renderPageParts = async (url, options) => { if (url === '/digital') for (;;) {} return real.renderPageParts(url, options); };`,
      );
    });
    expect(stored.code, stored.output).toBe(0);
    expect(server.cli(['rollback', 'public-site', '1.0.0-e2e-loop']).code).toBe(0); // renders "/" fine, so it may go live

    const pageLoad = page.goto(`${server.url}/digital`);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the render is running (its budget is 3 s)
    const healthTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const health = await fetch(`${server.url}/api/health`);
      healthTimes.push(performance.now() - started);
      expect(health.status).toBe(200);
    }
    expect(
      Math.max(...healthTimes),
      `health answered in ${healthTimes.map((t) => t.toFixed(0)).join(', ')} ms`,
    ).toBeLessThanOrEqual(200);
    const response = await pageLoad;
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await servedVersion(page, 'public-site')).toBe('1.0.0-e2e-loop');
    expect(server.cli(['rollback', 'public-site', '1.0.0-e2e-a']).code).toBe(0);
  });

  test('a public-site release that fails in browsers: the shell keeps the site, header and footer, with the previous release', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(); // the bad release's error is on the console, as it would be for a visitor
    const stored = server.store('public-site', '1.0.0-e2e-bad', (dir) => {
      // A release whose entry script throws in the browser (its server render is fine).
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), "throw new Error('a bad release');");
      for (const twin of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(dir, twin), { force: true });
    });
    expect(stored.code, stored.output).toBe(0);
    expect(server.cli(['rollback', 'public-site', '1.0.0-e2e-bad']).code).toBe(0);
    const reports: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/release-load-failures')) reports.push(sent.url());
    });
    await page.goto(`${server.url}/about1`);
    const config = JSON.parse((await page.locator('#dds-remotes').textContent()) ?? '{}') as {
      remotes: { name: string; fallback?: string }[];
    };
    const fallback = config.remotes.find((r) => r.name === 'public_site')?.fallback;
    expect(fallback).toMatch(/\/remotes\/public-site\/v\/1\.0\.0-e2e-(?!bad)[^/]+\/mf-manifest\.json$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('This part of the site is unavailable right now')).toHaveCount(0);
    // A header link still navigates inside the app, with the previous release's pages.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The failure is counted against the bad release, for the admin panel's Releases screen.
    await expect.poll(() => reports.length).toBe(1);
    expect(
      (await request.post(`${server.url}/api/admin/login`, { data: ADMIN, headers: { origin: server.url } })).ok(),
    ).toBe(true);
    const overview = await (await request.get(`${server.url}/api/admin/releases`)).json();
    expect(overview.parts.find((p: { part: string }) => p.part === 'public-site').loadFailures).toEqual([
      { version: '1.0.0-e2e-bad', count: 1 },
    ]);
    expect(server.cli(['rollback', 'public-site', '1.0.0-e2e-a']).code).toBe(0);
  });
});
