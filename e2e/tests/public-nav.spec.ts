import { expect, test, type Page } from '@playwright/test';
import { HEADER_NAV as NAV, header, openPage, watchConsole } from './public-helpers';

const nav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
// The menus are <details> (they open before the app is live): the hamburger and the dropdown
// buttons are their <summary>, whose expanded state is the <details>' `open`.
const burger = (page: Page) => header(page).locator('details[data-menu] > summary');
// (Found from the header, not the nav: on a phone the closed menu hides the nav from the accessibility tree.)
const dropdownButton = (page: Page, name: string) =>
  header(page).locator(`details[data-dropdown="${name.toLowerCase()}"] > summary`);
const expectExpanded = async (summary: ReturnType<Page['locator']>, expanded: boolean) =>
  expanded
    ? expect(summary.locator('..')).toHaveAttribute('open', '')
    : expect(summary.locator('..')).not.toHaveAttribute('open');

for (const width of [1280, 360]) {
  const mobile = width < 1024;
  test.describe(`navigation at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every nav link goes to its screen with the spec spelling', async ({ page }) => {
      const consoleWatch = watchConsole(page);
      await openPage(page, '/');
      for (const item of NAV) {
        if (mobile) await burger(page).click();
        if (item.dropdown) await dropdownButton(page, item.dropdown).click();
        const link = nav(page).getByRole('link', { name: item.link, exact: true });
        await expect(link).toHaveAttribute('href', item.href);
        await link.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.h1);
        expect(new URL(page.url()).pathname).toBe(item.href);
        // Choosing a link closes the menus.
        if (mobile) await expectExpanded(burger(page), false);
        if (item.dropdown) await expectExpanded(dropdownButton(page, item.dropdown), false);
      }
      consoleWatch.expectNone();
    });

    test('at most one dropdown is open; clicking it again closes it, another switches; Escape closes', async ({
      page,
    }) => {
      await openPage(page, '/');
      if (mobile) await burger(page).click();
      await dropdownButton(page, 'Services').click();
      await expectExpanded(dropdownButton(page, 'Services'), true);
      await expect(nav(page).getByRole('link', { name: 'Digital Marketing' })).toBeVisible();
      await dropdownButton(page, 'Events').click();
      await expectExpanded(dropdownButton(page, 'Services'), false);
      await expect(nav(page).getByRole('link', { name: 'Digital Marketing' })).toBeHidden();
      await expect(nav(page).getByRole('link', { name: 'Photos' })).toBeVisible();
      await dropdownButton(page, 'Events').click();
      await expect(nav(page).getByRole('link', { name: 'Photos' })).toBeHidden();
      await dropdownButton(page, 'Course').click();
      await page.keyboard.press('Escape');
      await expectExpanded(dropdownButton(page, 'Course'), false);
      await expect(dropdownButton(page, 'Course')).toBeFocused();
    });
  });
}

test.describe('mobile menu at 360px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the hamburger toggles a vertical menu with the 600 ms red overlay; Escape closes it', async ({ page }) => {
    await openPage(page, '/');
    await expect(nav(page).getByRole('link', { name: 'About' })).toBeHidden();
    await burger(page).click();
    await expectExpanded(burger(page), true);
    await expect(page.getByTestId('nav-overlay')).toBeAttached();
    await expect(page.getByTestId('nav-overlay')).toHaveCSS('background-image', /gradient/);
    await expect(burger(page)).toHaveAccessibleName('Close menu');
    await expect(nav(page).getByRole('link', { name: 'About' })).toBeVisible();
    // The overlay is gone once its 600 ms have passed.
    await expect(page.getByTestId('nav-overlay')).toHaveCount(0, { timeout: 2000 });
    const home = await nav(page).getByRole('link', { name: 'Home' }).boundingBox();
    const about = await nav(page).getByRole('link', { name: 'About' }).boundingBox();
    expect(about!.y).toBeGreaterThan(home!.y); // vertical
    await page.keyboard.press('Escape');
    await expectExpanded(burger(page), false);
    await expect(nav(page).getByRole('link', { name: 'About' })).toBeHidden();
    await burger(page).click();
    await expect(page.getByTestId('nav-overlay')).toBeAttached();
    await burger(page).click();
    await expectExpanded(burger(page), false);
  });

  test('no page scrolls sideways at 360px', async ({ page }) => {
    for (const path of ['/', '/Photos', '/OfflineCourses', '/donation', '/AdmissionForm', '/about1']) {
      await openPage(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('desktop menu at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the menu is horizontal and there is no hamburger', async ({ page }) => {
    await openPage(page, '/');
    await expect(burger(page)).toBeHidden();
    const home = await nav(page).getByRole('link', { name: 'Home' }).boundingBox();
    const about = await nav(page).getByRole('link', { name: 'About' }).boundingBox();
    expect(Math.abs(about!.y - home!.y)).toBeLessThan(4);
    expect(about!.x).toBeGreaterThan(home!.x);
  });
});

/**
 * From 1024 px the full menu shares the bar with the logo. At 1024–1199 px the bar once squeezed the
 * logo to 17 px wide (an oval: the bar had no room and the logo was what gave way); the logo keeps its
 * 44 × 44 now and the bar its 32 px side padding, at each end of that range and beyond.
 */
for (const path of ['/', '/hi'])
  for (const width of [1024, 1100, 1199, 1280]) {
    test(`${path} at ${width}px: the logo stays round and the bar keeps its side padding`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, path);
      const logo = (await header(page).locator('img').first().boundingBox())!;
      expect([Math.round(logo.width), Math.round(logo.height)]).toEqual([44, 44]);
      const rightmost = await header(page).evaluate((bar) =>
        Math.max(...[...bar.children].map((child) => child.getBoundingClientRect().right)),
      );
      expect(rightmost).toBeLessThanOrEqual(width - 32 + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
