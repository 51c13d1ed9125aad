import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, footer, header, openPage, watchConsole } from './public-helpers';
import { changeSiteSettings } from './settings-helpers';
import { waitForApp } from '../support/app-ready';

test.describe('every public route spelling renders its screen inside the header and footer', () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path}`, async ({ page }) => {
      const consoleWatch = watchConsole(page);
      const response = await openPage(page, path, h1);
      expect(response?.status()).toBe(200);
      await expect(header(page)).toBeVisible();
      await expect(header(page).locator('img[src="/ddslogo.png"]')).toBeVisible();
      await expect(footer(page)).toBeVisible();
      await expect(page.locator('main#main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Each route sets its own title and description.
      await expect(page).toHaveTitle(/\| DDS$/);
      expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toBeTruthy();
      consoleWatch.expectNone();
    });
  }
});

test('an unknown path shows a real not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  await waitForApp(page);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
});

test('footer: four columns, legal links with real targets, contact details', async ({ page, request }) => {
  // Contact details are settings the institute fills in (a fresh install shows none): set two for this test.
  const before = await changeSiteSettings(request, { phone: '9876543210', email: 'office@dds-institute.in' });
  await openPage(page, '/');
  const foot = footer(page);
  for (const heading of ['Quick Links', 'Our Courses', 'Contact Us'])
    await expect(foot.getByRole('heading', { name: heading })).toBeVisible();
  for (const course of [
    'Spoken English',
    'Personality Development',
    'Basic Computer Courses',
    'Advanced Programming',
    'Digital Marketing',
    'Graphic Design',
  ]) {
    await expect(foot.getByText(course, { exact: true })).toBeVisible();
  }
  await expect(foot.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(foot.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(foot.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
  await expect(foot.locator('a[href^="tel:"]')).toBeVisible();
  await expect(foot.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(foot.getByText(/©/)).toBeVisible();
  // Social links are unset in Settings, so none are shown (no empty targets).
  await expect(foot.locator('a[href=""], a[href="#"]')).toHaveCount(0);
  await changeSiteSettings(request, before);
});

test('landing page: hero and banner buttons link where docs/contract.md §2 says', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/OfflineCourses');
  await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).first()).toHaveAttribute(
    'href',
    '/InquiryForm',
  );
  await expect(page.getByRole('link', { name: 'Join DDS Now' })).toHaveAttribute('href', '/InquiryForm');
  await page.getByRole('link', { name: 'Join DDS Now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Inquiry Form');
});
