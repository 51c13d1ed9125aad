import { expect, test } from '@playwright/test';

/**
 * Decision 027, "Start at the first interaction" and "Prefetch for a reader": on a page the server
 * rendered, the inline loader prefetches the app's start-up once the page is painted and loaded and
 * someone reads it (a scroll, a mouse moving), and starts it at the first tap. The shell's
 * own start-up files — its bootstrap and the chunks of the shared modules it provides (react-dom,
 * react-router, emotion…) — are named by its build (start-up-files.json) and prefetched with the
 * rest, so on a slow line the tap waits for no download of the shell's. Read from Chromium's own
 * network log (DevTools protocol): whether each script after the tap came from the network or the
 * HTTP cache (page.route would turn the cache off).
 */

/** A file of the shell (served at the site root), not of a remote. */
const isShellScript = (path: string) => /^\/[^/]+\.js$/.test(path);

test("once a reader shows, every script of the shell's start-up is prefetched; the first tap fetches none of them and preloads none again", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const paths = new Map<string, string>();
  const downloaded = new Set<string>();
  const servedFromCache = new Set<string>();
  const fromCache = new Map<string, boolean>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => paths.set(requestId, new URL(request.url).pathname));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId }) => downloaded.add(paths.get(requestId)!));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (type === 'Script')
      fromCache.set(
        requestId,
        servedFromCache.has(requestId) || Boolean(response.fromDiskCache) || Boolean(response.fromPrefetchCache),
      );
  });

  await page.goto('/', { waitUntil: 'load' });
  const prefetchLinks = page.locator('head link[rel="prefetch"]');
  // Painted and loaded, but nobody has scrolled or moved a mouse: nothing is prefetched (two idle
  // moments after load, when a reader's prefetch would have begun).
  await page.evaluate(
    () =>
      new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 1000 }), { timeout: 1000 })),
  );
  await expect(prefetchLinks).toHaveCount(0);

  // A reader: the mouse moves. The loader's prefetches: added a few per idle moment, one per file
  // of its plan — wait for them all, then for every one downloaded.
  await page.mouse.move(40, 300);
  const planned = await page
    .locator('#dds-after-paint')
    .evaluate(
      (plan) =>
        (JSON.parse(plan.textContent!) as { add: Array<[string, { src?: string; href?: string }]> }).add.filter(
          ([, attrs]) => attrs.src ?? attrs.href,
        ).length,
    );
  await expect(prefetchLinks).toHaveCount(planned, { timeout: 15_000 });
  const prefetched = (await prefetchLinks.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))).map(
    (href) => new URL(href).pathname,
  );
  await expect.poll(() => prefetched.filter((path) => !downloaded.has(path)), { timeout: 30_000 }).toEqual([]);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  const prefetchedShell = prefetched.filter(isShellScript);
  // The shell's entry and, since the build names them, its shared modules' chunks (react-dom's too).
  expect(prefetchedShell.length).toBeGreaterThan(5);

  // The visitor's first tap (on the heading: nothing to follow), and the app starts.
  const scripts: Array<{ id: string; path: string }> = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type === 'Script') scripts.push({ id: requestId, path: new URL(request.url).pathname });
  });
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });
  await expect.poll(() => scripts.every(({ id }) => fromCache.has(id))).toBe(true);

  const shellAfterTap = scripts.filter(({ path }) => isShellScript(path));
  // Every script of the shell the start-up ran came from the cache…
  expect(shellAfterTap.filter(({ id }) => !fromCache.get(id)).map(({ path }) => path)).toEqual([]);
  // …and the build's list is exactly what it ran: nothing missing, nothing prefetched for nothing.
  expect(new Set(shellAfterTap.map(({ path }) => path))).toEqual(new Set(prefetchedShell));
  // Every file was in the cache before the tap, so the start added no preload hint for any of them:
  // a hint for a cached file fetches nothing and costs the start's main thread a few ms each.
  expect(await page.locator('head link[rel="preload"]').count()).toBe(0);
});
