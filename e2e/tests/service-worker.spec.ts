import type { Page, Response } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';
import { REDEPLOY_RELEASE, withRedeployedPublicSite } from '../support/remote-release';
import { changeSiteSettings } from './settings-helpers';

/**
 * Decision 033: the service worker (shell/src/service-worker). Hashed files cache-first, pages
 * and remote entries network-first, an offline page, and never the API or the admin panel — yet a
 * deploy or a setting changed in the admin panel shows on the very next load.
 */

// Blocked for the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const PAGES_CACHE = 'dds-pages-v1';

/** Loads `path`, then waits until the service worker controls the page and has saved it. */
async function visitWithServiceWorker(page: Page, pathname: string) {
  await page.goto(pathname);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, url]) => Boolean(await (await caches.open(name!)).match(url!)),
        [PAGES_CACHE, pathname],
      ),
    )
    .toBe(true);
}

/** Every URL in every cache of the service worker. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

/** Navigates without waiting for the live app (the offline page has none). */
async function navigateRaw(page: Page, pathname: string) {
  await page.evaluate((to) => {
    location.href = to;
  }, pathname);
  await page.waitForLoadState('domcontentloaded');
}

test('the service worker takes control; a visited page works offline and an unvisited one shows the offline page', async ({
  page,
  context,
}) => {
  await visitWithServiceWorker(page, '/');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // The visitor reads the page to the end: its lazy pictures load too (offline, Chromium loads lazy
  // pictures from further away, and one never fetched online cannot show offline).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));

  await context.setOffline(true);
  try {
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.screenshot({ path: '/work/tmp/shots/14w/offline-home-390.png' });

    await navigateRaw(page, '/Courses');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    // It offers the page saved on this phone.
    const saved = page.getByRole('list').getByRole('link');
    await expect(saved).toHaveCount(1);
    await expect(saved).toHaveAttribute('href', '/');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `/work/tmp/shots/14w/offline-page-${width}.png`, fullPage: true });
    }
    await saved.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    // Everything the visited page needs came from the phone (the offline page's own link aside).
    expect(failed).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('one first visit, with nothing done after it, leaves the page and every file it loaded on the phone: offline it reloads whole', async ({
  page,
  context,
}) => {
  // A course page: its own lazy chunks, the remote's entry and the shell's, all fetched before the
  // worker existed (the page's inline loader registers it at an idle moment after load), so they
  // reach the cache only as the list of what this load fetched, handed to the worker
  // (server/src/static/after-paint-loader.ts).
  await visitWithServiceWorker(page, '/OfflineCourses');
  await waitForApp(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === location.origin && /\.js$/.test(new URL(url).pathname)),
  );
  expect(scripts.length).toBeGreaterThan(3);
  // The worker saves them in the background: the visit is over once they are all there.
  await expect
    .poll(async () => {
      const cached = new Set(await cachedUrls(page));
      return scripts.map((url) => new URL(url).pathname).filter((p) => !cached.has(p));
    })
    .toEqual([]);

  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await context.setOffline(true);
  try {
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('banner')).toBeVisible();
    // No script or manifest the app asked for was missing.
    expect(failed.filter((url) => /\.(js|json)$/.test(new URL(url).pathname))).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('the API and the admin panel are never answered from, or kept in, the service worker cache', async ({
  page,
  context,
}) => {
  await visitWithServiceWorker(page, '/');
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));

  await page.goto('/admin');
  await expect(page.getByLabel('Password')).toBeVisible();
  // The server's login screen shows before the app has loaded: let it finish, or leaving the page
  // aborts its downloads mid-way (a console error the fixture counts).
  await waitForApp(page);
  await page.evaluate(() => fetch('/api/site-content').then((r) => r.text()));
  await page.goto('/');

  const privateAnswers = answers.filter((r) => /^\/(api|admin)(\/|$)/.test(new URL(r.url()).pathname));
  expect(privateAnswers.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining(['/admin', '/api/site-content']),
  );
  for (const answer of privateAnswers) expect(answer.fromServiceWorker(), answer.url()).toBe(false);
  // Meanwhile the public files did come through the service worker.
  expect(answers.some((r) => r.fromServiceWorker())).toBe(true);

  const cached = await cachedUrls(page);
  expect(cached).toContain('/');
  expect(cached.filter((p) => /^\/(api|admin)(\/|$)/i.test(p))).toEqual([]);

  // Offline, the admin panel is not there at all (no stale copy of a private screen).
  await context.setOffline(true);
  try {
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  } finally {
    await context.setOffline(false);
  }
});

test('a new public-site build deployed while the service worker is active shows on the next reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const release = REDEPLOY_RELEASE;
  await visitWithServiceWorker(page, '/');
  await page.reload();
  await expect(page.getByText(release)).toHaveCount(0);

  await withRedeployedPublicSite(async () => {
    const entries: Response[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/remotes/public-site/remoteEntry.js')) entries.push(r);
    });
    await page.reload();
    await expect(page.getByRole('contentinfo').getByText(release)).toBeVisible();
    // The new remote came through the active service worker, which asked the network first.
    expect(entries.map((r) => r.fromServiceWorker())).toContain(true);
  });
});

test('a setting changed in the admin panel shows on the next reload with the service worker active', async ({
  page,
}) => {
  await visitWithServiceWorker(page, '/');
  await page.reload();
  const phone = `98${String(Date.now()).slice(-8)}`;
  await expect(page.getByRole('contentinfo').locator(`a[href="tel:+91${phone}"]`)).toHaveCount(0);

  const before = await changeSiteSettings(page.request, { phone });
  try {
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // Saved as the site shows numbers: +91 98xxx xxxxx.
    await expect(page.getByRole('contentinfo').locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
  } finally {
    await changeSiteSettings(page.request, before);
  }
});
