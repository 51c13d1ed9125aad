import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { islandParts, waitForIslands } from '../support/islands';
import { PUBLIC_PAGES, footer } from './public-helpers';

/**
 * docs/decisions/020-islands.md: on a public page the app hydrates only what is interactive — the
 * header's menus, the forms, the donation button and modal, the gallery — and every part marked
 * static (`data-static`: heroes, text, course cards, testimonials, the footer) stays the server's
 * HTML, which React never walks. These tests keep the islands islands: a static part that starts
 * hydrating (a component moved out of its static part, a wrapper dropped) fails the first one.
 */

const ENGLISH_PAGES = [...new Set(PUBLIC_PAGES.map((p) => p.path.toLowerCase()))].concat([
  '/courses/tally-gst',
  '/inquiryform?kind=business&topic=seo',
  '/no-such-page',
]);
// The Hindi pages (decision 026) are the same pages under /hi: the same islands, the same static parts.
const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((path) => (path === '/' ? '/hi' : `/hi${path}`))];

/** Console errors and page errors (the not-found page's own 404 status aside, which the browser logs). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('Failed to load resource') && m.location().url === page.url()) return;
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Set on the window once: a full page load (the browser following a link) would lose it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const path of PAGES) {
  test(`${path}: only the islands hydrate, the static parts stay the server's HTML`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(path);
    await waitForIslands(page);
    // A moment more: anything still to hydrate (a Suspense part, a deferred section) has its turn.
    await page.waitForTimeout(300);
    const parts = await islandParts(page);
    expect(parts.staticParts, 'static parts on the page (the footer at least)').toBeGreaterThanOrEqual(1);
    expect(parts.staticHydrated, 'elements of static parts React hydrated').toEqual([]);
    expect(parts.islandsNotHydrated, 'elements outside static parts React did not hydrate').toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('the islands are what the visitor uses: header menu, forms, donation button, gallery', async ({ page }) => {
  const owned = (selector: string) =>
    page.evaluate(
      (s) =>
        [...document.querySelectorAll(s)].map((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
      selector,
    );
  for (const [path, selector] of [
    ['/', '#site-menu'],
    ['/', 'form[data-form="inquiry"]'],
    ['/admissionform', 'form[data-form="admission"]'],
    ['/getintouch', 'form[data-form]'],
    ['/donation', 'main button[aria-haspopup="dialog"]'],
    ['/videos', 'main button[aria-label^="Play video"]'],
  ] as const) {
    await page.goto(path);
    await waitForIslands(page);
    expect(await owned(selector), `${selector} on ${path}`).not.toContain(false);
    expect((await owned(selector)).length, `${selector} on ${path}`).toBeGreaterThan(0);
  }
});

test('a link in a static part (a course card, the footer) navigates in the app, without loading a page', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForIslands(page);
  await markDocument(page);
  const card = page.getByTestId('course-grid').getByRole('link').first();
  const course = (await card.textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(course);
  expect(await sameDocument(page)).toBe(true);

  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  expect(await sameDocument(page)).toBe(true);
  // A file is not a page of the app: the browser fetches it.
  await expect(footer(page).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
  expect(problems).toEqual([]);
});

test('a page reached in the app is rendered whole, and Back shows the first page as the server sent it', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const staticCode: string[] = [];
  page.on('request', (r) => /\/home-static\.[0-9a-f]+\.js$/.test(r.url()) && staticCode.push(r.url()));
  await page.goto('/');
  await waitForIslands(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DDS');
  // Rendered by the app (no server HTML for it in this document): React's own nodes.
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('#root main h1')!).some((k) => k.startsWith('__reactFiber$')),
    ),
  ).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
  // The home page's static part is its server HTML again, and its code was never fetched; the
  // footer stayed the server's through both navigations.
  expect((await islandParts(page)).staticHydrated).toEqual([]);
  expect(staticCode).toEqual([]);
  expect(problems).toEqual([]);
});

test('a static section below the fold is still revealed on scroll (docs/contract.md §6), without React', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const grid = page.locator('[data-static] [data-revealed]').filter({ has: page.getByTestId('course-grid') });
  await expect(grid).toHaveAttribute('data-revealed', 'false');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid).toHaveAttribute('data-revealed', 'true');
});
