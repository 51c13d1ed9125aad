import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { holdScripts } from '../support/hold-scripts';
import { isPrefetch } from '../support/prefetch';

/** The app started by itself (no input: waitForApp would say a visitor is about to use the page). */
const waitForIdleStart = (page: Page) => page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });

/**
 * Decision 027: a phone on slow data gives the server's page (HTML, its styles, the LCP text and image)
 * the network and the CPU first; the app's scripts — the shell's main.js, the remote's manifest,
 * entry and first chunks — are asked for only once the page is on screen
 * (server/src/static/after-paint-loader.ts). The page works before that: links and menus are
 * plain HTML. On a page the server rendered the app starts even later: at the visitor's first
 * interaction, or at an idle moment 5 s after load (docs/decisions/027-federation-start-up-and-static-css.md);
 * until then its files are at most prefetched, once someone reads the page.
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
    await waitForIdleStart(page);
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
    // The remote's entry comes with the app: as a preload hint where the app starts at the paint
    // (/admin); on a page the server rendered, as its prefetch — then the start adds no second hint
    // for it once that prefetch is in, else a preload (decision 027).
    const entry = `${remote}remoteEntry.js`;
    if (path.startsWith('/admin'))
      await expect(page.locator(`head link[rel="preload"][href="${entry}"]`)).toHaveCount(1);
    else
      await expect(
        page.locator(`head link[rel="preload"][href="${entry}"], head link[rel="prefetch"][href="${entry}"]`),
      ).not.toHaveCount(0);
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

/** The loader's idle fallback: the app starts this long after `load` when nobody touched the page. */
const IDLE_START_MS = 5000;

/**
 * Records, on the page's own clock, when the shell's main.js was added as a script, and whether it
 * was there when the dispatch of the first pointerdown ended (a bubbling listener on window runs
 * after every capture listener on the document) and at the first animation frame after it (the
 * loader asked for its frame first, so its callback has run by then): the tap only asked for the
 * start, which comes once the browser's own answer to the tap is on screen (decision 027, "The
 * first tap within 200 ms").
 */
function watchStart() {
  const w = window as unknown as { __mainAddedAt?: number; __mainAtTap?: boolean; __mainAtFrame?: boolean };
  const main = () => document.querySelector('head script[src*="/main."]');
  new MutationObserver(() => {
    if (w.__mainAddedAt === undefined && main()) w.__mainAddedAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener('pointerdown', () => {
    if (w.__mainAtTap !== undefined) return;
    w.__mainAtTap = main() !== null;
    requestAnimationFrame(() => (w.__mainAtFrame = main() !== null));
  });
}

const started = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __mainAddedAt?: number; __mainAtTap?: boolean; __mainAtFrame?: boolean };
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      addedAt: w.__mainAddedAt ?? null,
      atTap: w.__mainAtTap ?? null,
      atFrame: w.__mainAtFrame ?? null,
      loadEnd: navigation.loadEventEnd,
    };
  });

test('before any interaction nothing of the app runs: its files are prefetched only once someone reads the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (!isAppFile(r.url())) return;
    (isPrefetch(r) ? prefetched : scripts).push(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  // Painted and loaded, but no one has scrolled or moved a mouse: nothing of the app is fetched.
  expect(prefetched).toEqual([]);
  // A reader (the mouse moves): the loader prefetches the shell's entry and the remote's first files.
  await page.mouse.move(40, 300);
  await expect(page.locator('head link[rel="prefetch"][href^="/main."]')).toHaveCount(1);
  await expect(page.locator('head link[rel="prefetch"][href="/remotes/public-site/remoteEntry.js"]')).toHaveCount(1);
  await page.waitForTimeout(2000);
  // Timers never fire early: 2 s after load is well before the idle fallback.
  expect(scripts).toEqual([]);
  expect(prefetched).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]));
  expect(await page.locator('head script[src]').count()).toBe(0);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
});

test('a tap on the mobile menu opens it natively and starts the app after that frame, which then keeps it open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(watchStart);
  // The app's scripts are held: whatever the tap does, the browser did it, not React.
  const release = await holdScripts(page, /\/main\.[0-9a-f]+\.js$/);
  await page.goto('/', { waitUntil: 'load' });
  // A phone: no mouse, no scroll yet, so nothing was prefetched — the tap's start fetches the files.
  expect(await page.locator('head link[rel="prefetch"]').count()).toBe(0);
  expect((await started(page)).addedAt).toBeNull();

  const menu = page.locator('header details[data-menu]');
  await menu.locator('> summary').click();
  await expect(menu).toHaveAttribute('open', '');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donation', exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await started(page)).addedAt).not.toBeNull();
  const atTap = await started(page);
  // Not in the tap's own handler, nor before the frame that shows the open menu: right after it
  // (the idle fallback cannot have run yet).
  expect([atTap.atTap, atTap.atFrame]).toEqual([false, false]);
  expect(atTap.addedAt! - atTap.loadEnd).toBeLessThan(IDLE_START_MS);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);

  release();
  await waitForApp(page);
  // React adopted the open menu (use-nav-state.ts), and now answers the next tap itself.
  await expect(menu).toHaveAttribute('open', '');
  await menu.locator('> summary').click();
  await expect(menu).not.toHaveAttribute('open');
});

test('with no input at all, the app starts at an idle moment after load', async ({ page }) => {
  await page.addInitScript(watchStart);
  await page.goto('/', { waitUntil: 'load' });
  await waitForIdleStart(page);
  const { addedAt, atTap, loadEnd } = await started(page);
  expect(atTap).toBeNull();
  expect(addedAt! - loadEnd).toBeGreaterThanOrEqual(IDLE_START_MS);
});
