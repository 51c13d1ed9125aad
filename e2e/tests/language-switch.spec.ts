import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { holdScripts } from '../support/hold-scripts';
import { header } from './public-helpers';

/**
 * The language switch and the suggestion banner (decision 026, docs/decisions/026-hindi.md): the switch
 * is a plain link to the same page in the other language (JavaScript or not) and the server
 * remembers the choice in `dds_lang` on the link's marker, then answers with the clean address — so
 * a tap before the app has started counts too; a browser that prefers Hindi is offered the Hindi
 * page on an English one — never redirected — until the visitor answers.
 */

const languageCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'dds_lang')?.value;
const banner = (page: Page) => page.getByRole('region', { name: 'Language / भाषा' });

for (const width of [360, 1280]) {
  test(`${width} px: the switch keeps the page, the query and remembers the choice`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // A course of the catalogue, as an Enroll Now link names it (the server renders the page for it).
    await page.goto('/AdmissionForm?course=Basic%20English&mode=Online');
    await waitForApp(page);
    const toHindi = header(page).getByRole('link', { name: 'हिन्दी' });
    await expect(toHindi).toBeVisible();
    // The header still fits: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/AdmissionForm\?course=Basic%20English&mode=Online$/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await languageCookie(page)).toBe('hi');
    await waitForApp(page);
    const toEnglish = header(page).getByRole('link', { name: 'English' });
    await expect(toEnglish).toBeVisible();
    await toEnglish.click();
    await expect(page).toHaveURL(/:\d+\/AdmissionForm\?course=Basic%20English&mode=Online$/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await languageCookie(page)).toBe('en');
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the switch is a plain link to the same page in the other language, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/about1');
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    // The server remembered the choice and answered with the clean address (what a reader shares).
    await expect(page).toHaveURL(/:\d+\/hi\/about1$/);
    expect(await languageCookie(page)).toBe('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/about1?lang=en',
    );
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/about1$/);
    expect(await languageCookie(page)).toBe('en');
  });
});

test('a switch tapped before the app has started is remembered too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every script held: the page is the server's HTML, as on a slow phone at its first tap.
  await holdScripts(page);
  await page.goto('/OfflineCourses', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  // (The server-rendered link has the prerendered page's lowercase address: paths match in any case.)
  await expect(page).toHaveURL(/:\d+\/hi\/OfflineCourses$/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  expect(await languageCookie(page)).toBe('hi');
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' } });

  test('is offered the Hindi page, never redirected, and "No thanks" is remembered', async ({ page }) => {
    const response = await page.goto('/OfflineCourses');
    // No redirect: the English page answers at its own address.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/OfflineCourses$/);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/OfflineCourses?lang=hi',
    );
    await banner(page).getByRole('button', { name: 'No thanks, English' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await languageCookie(page)).toBe('en');
    await page.reload();
    await waitForApp(page);
    await page.waitForTimeout(300);
    await expect(banner(page)).toHaveCount(0);
  });

  test('taking the offer lands on the Hindi page, which offers nothing', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await banner(page).getByRole('link', { name: 'हिन्दी में पढ़ें' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    expect(await languageCookie(page)).toBe('hi');
    await waitForApp(page);
    await page.waitForTimeout(300);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-IN', extraHTTPHeaders: { 'Accept-Language': 'en-IN,en;q=0.9,hi;q=0.5' } });
  test('is offered nothing', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.waitForTimeout(300);
    await expect(banner(page)).toHaveCount(0);
  });
});
