import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { hydratedStates } from '../support/hydrated';
import { waitForIslands } from '../support/islands';
import { PUBLIC_PAGES } from './public-helpers';

/**
 * Decision 020: the live app hydrates the server's page instead of painting it again. A phone on slow
 * data then keeps the text and image it already shows (the LCP is not pushed back) and React only
 * attaches handlers. Any hydration mismatch makes React throw the server's DOM away, so it fails
 * here: console messages, uncaught errors, and the errors React reports as recoverable.
 */

/** Runs before any script of the page: marks what the server sent and records what went wrong. */
function watchHydration() {
  const w = window as unknown as { __dds: { problems: string[]; lcp: Element | null; serverH1: Element | null } };
  w.__dds = { problems: [], lcp: null, serverH1: null };
  window.addEventListener('error', (e) => w.__dds.problems.push(`onerror: ${e.message}`));
  const report = window.reportError?.bind(window);
  window.reportError = (error: unknown) => {
    w.__dds.problems.push(`reportError: ${String((error as Error)?.message ?? error)}`);
    report?.(error);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
      if (entry.element) w.__dds.lcp = entry.element;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // 'interactive': the server's HTML is parsed, no script of the app has run yet. Every element
  // the server sent gets a mark that a node made later by the app would not carry.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const el of document.querySelectorAll('#root *'))
      (el as Element & { __fromServer?: boolean }).__fromServer = true;
    w.__dds.serverH1 = document.querySelector('#root h1');
  });
}

const HYDRATION_MESSAGE = /hydrat|did not match|server rendered|Minified React error #4(18|19|20|21|22|23|25)\b/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The not-found page is answered with status 404, which the browser logs about the page itself.
    if (m.text().startsWith('Failed to load resource') && m.location().url === page.url()) return;
    if (m.type() === 'error' || HYDRATION_MESSAGE.test(m.text())) problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Hydration is done when every element of the server's page outside its static parts belongs to
 * React (React keeps its fiber on each node it hydrated; the static parts are never hydrated,
 * docs/decisions/020-islands.md and islands.spec.ts); the home page's inquiry form hydrates only
 * when the reader comes near it: the page is scrolled through to the end.
 */
const waitForHydration = waitForIslands;

const isHydrated = (selector: string) => (page: Page) => hydratedStates(page, selector);

async function problemsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __dds: { problems: string[] } }).__dds.problems);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchHydration);
});

const PAGES = [
  ...PUBLIC_PAGES.map((p) => p.path),
  '/courses/tally-gst',
  '/inquiryform?kind=business&topic=seo',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`${path} is hydrated without a mismatch, the server's nodes kept`, async ({ page }) => {
    const consoleProblems = watchConsole(page);
    await page.goto(path);
    await waitForHydration(page);
    expect([...consoleProblems, ...(await problemsIn(page))]).toEqual([]);
    const kept = await page.evaluate(() => {
      const h1 = document.querySelector('#root h1') as (Element & { __fromServer?: boolean }) | null;
      return {
        sameH1: h1 !== null && h1 === (window as unknown as { __dds: { serverH1: Element } }).__dds.serverH1,
        fromServer: h1?.__fromServer === true,
      };
    });
    expect(kept).toEqual({ sameH1: true, fromServer: true });
  });
}

test("the home page's inquiry form stays server HTML until the reader comes near, then hydrates without a mismatch", async ({
  page,
}) => {
  const consoleProblems = watchConsole(page);
  const homeBelow: string[] = [];
  page.on('request', (r) => /\/home-below\.[0-9a-f]+\.js$/.test(r.url()) && homeBelow.push(r.url()));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const form = '#root form[data-form="inquiry"]';
  // The header's menu is the app's at once (the hero is static: never the app's); the inquiry form
  // at the end of the page is not, nor is its code fetched.
  await expect.poll(() => isHydrated('#site-menu')(page)).toEqual([true]);
  expect(await isHydrated('#root main h1')(page)).toEqual([false]);
  await page.waitForTimeout(500);
  expect(await isHydrated(form)(page)).toEqual([false]);
  expect(homeBelow).toEqual([]);

  await page.locator(form).scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(form)(page)).toEqual([true]);
  expect(homeBelow).toHaveLength(1);
  expect([...consoleProblems, ...(await problemsIn(page))]).toEqual([]);
});

test('a server page that differs from what the app renders is caught (the watch above works)', async ({ page }) => {
  const consoleProblems = watchConsole(page);
  await page.route('**/about1', async (route) => {
    const response = await route.fetch();
    // In the header, an island (the page's static parts are the server's HTML by design: React
    // does not compare them). Its first occurrence: the header comes first in the page.
    const html = (await response.text()).replace('>Download Certificate<', '>Download Certificate (stale)<');
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': 'identity' } });
  });
  await page.goto('/about1');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DDS');
  expect([...consoleProblems, ...(await problemsIn(page))].join('\n')).toMatch(HYDRATION_MESSAGE);
});

for (const path of ['/', '/courses/tally-gst']) {
  test(`the LCP element of ${path} is the server's node, still on screen after the app is ready`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const lcp = await page.evaluate(() => {
      const node = (window as unknown as { __dds: { lcp: (Element & { __fromServer?: boolean }) | null } }).__dds.lcp;
      return { found: node !== null, fromServer: node?.__fromServer === true, connected: node?.isConnected === true };
    });
    expect(lcp).toEqual({ found: true, fromServer: true, connected: true });
  });
}

test('a page the visitor navigates to in the app renders, and the server-rendered header is kept', async ({ page }) => {
  const consoleProblems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const header = await page.evaluateHandle(() => document.querySelector('#root header'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DDS');
  expect(await header.evaluate((el) => el?.isConnected)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

/**
 * The header hydrates as a piece of its own, after the app is marked ready (decision 020: no long
 * hydration task). A visitor may tap a menu link in that moment: React must hydrate the header
 * then and there and the app navigate — not change the address and leave the old page on screen
 * (as the reverted near-viewport hydration did).
 */
test('a header link tapped the moment the app is ready, while the header is still server HTML, navigates', async ({
  browser,
}, testInfo) => {
  // Whether the header is still server HTML in that moment depends on how the browser's tasks fall
  // (with the scripts cached, or on a busy machine, React may have hydrated it already): a few
  // first visits, each in a fresh context (an empty cache), until one tap lands on it.
  let headerWasServerHtml: boolean | null = null;
  for (let attempt = 0; attempt < 5 && headerWasServerHtml !== true; attempt += 1) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    headerWasServerHtml = await tapHeaderLinkAtAppReady(page);
    await context.close();
  }
  // Else this test no longer checks what it says (the header hydrated with the root).
  expect(headerWasServerHtml).toBe(true);
});

/** Taps About in the header the moment the app is marked ready; whether the header was still server HTML then. */
async function tapHeaderLinkAtAppReady(page: Page): Promise<boolean | null> {
  const consoleProblems = watchConsole(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __tap: { headerWasServerHtml: boolean | null } };
    w.__tap = { headerWasServerHtml: null };
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.appReady !== 'true') return;
      observer.disconnect();
      const link = [...document.querySelectorAll<HTMLAnchorElement>('#site-menu a')].find(
        (a) => a.textContent?.trim() === 'About',
      );
      if (!link) return;
      w.__tap.headerWasServerHtml = !Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
      link.click();
      // The document, not <html>: this script runs before the parser has made <html>.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/about1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DDS');
  expect(consoleProblems).toEqual([]);
  // A full page load (the browser following the link, not the app) would show here as null or
  // false: it runs the script above again, on a page that is then never tapped.
  return page.evaluate(
    () => (window as unknown as { __tap: { headerWasServerHtml: boolean | null } }).__tap.headerWasServerHtml,
  );
}
