import { expect, test } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { holdScripts } from '../support/hold-scripts';

/**
 * Issue 14: a phone on slow data gives the server's page (HTML, its styles, the LCP text and image)
 * the network and the CPU first; the app's scripts — the shell's main.js, the remote's manifest,
 * entry and first chunks — are asked for only once the page is on screen
 * (server/src/static/after-paint-loader.ts). The page works before that: links and menus are
 * plain HTML.
 */

const PAGES = ['/', '/OfflineCourses', '/donation', '/admin'];

/** A request of the app: a script, or a federation manifest (fetched as data). */
const isAppFile = (url: string) => /\.js(\?|$)|mf-manifest\.json(\?|$)/.test(new URL(url).pathname);

for (const path of PAGES) {
  test(`${path}: the HTML asks for no script of the app; they are requested after the first paint and the app starts`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // Nothing the browser would fetch on its own while parsing: no script tag with a src, no preload of a script or manifest.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<link\b[^>]*\brel=["']?(preload|modulepreload)\b/i);

    await page.goto(path);
    await waitForApp(page);
    const timeline = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const files = performance
        .getEntriesByType('resource')
        .filter((e) => /\.js(\?|$)|mf-manifest\.json(\?|$)/.test(new URL(e.name).pathname));
      return {
        paint: paint?.startTime ?? null,
        files: files.map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
      };
    });
    expect(timeline.paint).not.toBeNull();
    const remote = path.startsWith('/admin') ? '/remotes/admin-panel/' : '/remotes/public-site/';
    expect(timeline.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/), `${remote}remoteEntry.js`]),
    );
    // The shell registers the remote by its remoteEntry.js: no manifest is fetched (its snapshot cost a long task).
    expect(timeline.files.map((f) => f.path)).not.toContain(`${remote}mf-manifest.json`);
    // Each was asked for after the page was painted: the order of two browser timestamps, not a duration.
    expect(timeline.files.filter((f) => f.start < timeline.paint!)).toEqual([]);
    // The remote's preload hints still come, with the app.
    await expect(page.locator(`head link[rel="preload"][href="${remote}remoteEntry.js"]`)).toHaveCount(1);
  });
}

test('a menu opened and a link tapped before the app has started lead to the page, where the app then starts', async ({
  page,
}) => {
  const appFiles: string[] = [];
  page.on('request', (r) => {
    if (isAppFile(r.url())) appFiles.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  // Not until "load": once the page has painted, the after-paint loader adds main.js, and a script
  // added before the load event holds it back — held here, it would never come (the race is won by
  // "load" on a quiet machine and lost under load; CI lost it).
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);

  await page.locator('header details[data-menu] > summary').click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav
    .locator('details', { has: page.locator('summary', { hasText: 'Services' }) })
    .locator('summary')
    .click();
  await nav.getByRole('link', { name: 'Web Development', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development');
  expect(new URL(page.url()).pathname).toBe('/Web');

  release();
  await waitForApp(page);
  expect(appFiles.some((p) => /^\/main\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  // The app now drives the page: a link is a client-side navigation (the header stays the same node).
  const header = await page.evaluateHandle(() => document.querySelector('#root header'));
  await page.getByRole('link', { name: /^DDS/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
  expect(await header.evaluate((el) => el?.isConnected)).toBe(true);
});
