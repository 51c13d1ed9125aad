import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { PUBLIC_PAGES, header, watchConsole } from './public-helpers';

/**
 * Decision 026 / docs/decisions/026-hindi.md: every docs/contract.md §2 route answers under /hi in each of its
 * spellings, as a prerendered Hindi page (<html lang="hi">, its own canonical and hreflang
 * alternates), while the English pages stay at their addresses, untouched. The words on the Hindi
 * pages are the content engineer's: these tests check the page, not its Hindi text.
 */

const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const alternate = (page: Page, lang: string) =>
  page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
const pathOf = (href: string | null) => (href ? new URL(href, 'http://x').pathname : href);

test.describe('every §2 route spelling answers under /hi', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(hindi(path), async ({ page }) => {
      const consoleWatch = watchConsole(page);
      const response = await page.goto(hindi(path));
      expect(response?.status()).toBe(200);
      // Prerendered: the page is in the server's HTML, before any script.
      expect(await response!.text()).toMatch(/<html[^>]*lang="hi"/);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(header(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const english = pathOf(await alternate(page, 'en'));
      expect(english?.toLowerCase()).toBe(path.toLowerCase());
      expect(pathOf(await canonicalOf(page))).toBe(hindi(english!));
      expect(pathOf(await alternate(page, 'hi'))).toBe(hindi(english!));
      expect(pathOf(await alternate(page, 'x-default'))).toBe(english);
      // The app took the Hindi page over and its links stay Hindi.
      await expect(header(page).getByRole('link').first()).toHaveAttribute('href', '/hi');
      consoleWatch.expectNone();
    });
  }
});

test('English pages are unchanged: lang="en", canonical without /hi, a Hindi alternate beside it', async ({ page }) => {
  const response = await page.goto('/Seo');
  expect(await response!.text()).toMatch(/<html[^>]*lang="?en"?[ >]/);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(pathOf(await canonicalOf(page))).toBe('/seo');
  expect(pathOf(await alternate(page, 'hi'))).toBe('/hi/seo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Services');
});

test('a course page and an unknown path under /hi', async ({ page }) => {
  const course = await page.goto('/hi/courses/tally-gst');
  expect(course?.status()).toBe(200);
  await waitForApp(page);
  expect(pathOf(await canonicalOf(page))).toBe('/hi/courses/tally-gst');
  const missing = await page.goto('/hi/no-such-page');
  expect(missing?.status()).toBe(404);
  expect(await missing!.text()).toMatch(/<html[^>]*lang="hi"/);
  expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
});

test('an old address under /hi redirects to the Hindi page', async ({ request }) => {
  const response = await request.get('/hi/contact-us', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/hi/InquiryForm');
});

test('a link inside a Hindi page stays Hindi and in the app', async ({ page }) => {
  await page.goto('/hi');
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'गोपनीयता नीति' }).click();
  await expect(page).toHaveURL(/\/hi\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
});

test('sitemap.xml lists every page in both languages with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/about1', '/OnilneCourses', '/courses/tally-gst']) {
    expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain(`/hi${path}</loc>`);
  }
  expect(xml).toMatch(/<loc>[^<]*\/hi<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
});
