import { expect, test, type Page } from '@playwright/test';

/**
 * Decision 032: on a phone on slow data the server's page is on screen seconds before the app; some
 * visitors have JavaScript off. The mobile menu and the three dropdowns are <details>, so they open
 * on a tap without any script, and every link in them is a plain link to a server-rendered page.
 */

const DROPDOWNS = [
  { name: 'Services', link: 'Web Development', href: '/Web', h1: 'Web Development' },
  { name: 'Events', link: 'Photos', href: '/Photos', h1: 'Photos' },
  { name: 'Course', link: 'Online Course', href: '/OnilneCourses', h1: 'Online Courses' },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const burger = (page: Page) => page.locator('header details[data-menu] > summary');
const dropdown = (page: Page, name: string) =>
  nav(page).locator('details', { has: page.locator('summary', { hasText: name }) });

test.describe('menus with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    const phone = width < 1024;
    test.describe(`at ${width}px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the menu and each dropdown open on a tap, and their links lead to the page', async ({ page }) => {
        for (const item of DROPDOWNS) {
          await page.goto('/');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
          if (phone) {
            await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
            await burger(page).click();
            await expect(burger(page)).toHaveAccessibleName('Close menu');
          } else {
            await expect(burger(page)).toBeHidden();
          }
          await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
          const link = nav(page).getByRole('link', { name: item.link, exact: true });
          await expect(link).toBeHidden();
          await dropdown(page, item.name).locator('summary').click();
          await expect(dropdown(page, item.name)).toHaveAttribute('open', '');
          await expect(link).toBeVisible();
          await link.click();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.h1);
          expect(new URL(page.url()).pathname).toBe(item.href);
        }
      });

      test('opening a second dropdown closes the first', async ({ page }) => {
        await page.goto('/');
        if (phone) await burger(page).click();
        await dropdown(page, 'Services').locator('summary').click();
        await dropdown(page, 'Events').locator('summary').click();
        await expect(dropdown(page, 'Events')).toHaveAttribute('open', '');
        await expect(dropdown(page, 'Services')).not.toHaveAttribute('open');
        await expect(nav(page).getByRole('link', { name: 'Digital Marketing' })).toBeHidden();
      });
    });
  }

  test('every top link and the call to action work at 390px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const [name, h1] of [
      ['About', 'About DDS'],
      ['Donation', 'Donation Box'],
      ['Download Certificate', 'Download Certificate'],
    ] as const) {
      await page.goto('/');
      await burger(page).click();
      await nav(page).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    }
  });
});
