import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, openPage } from './public-helpers';

// One spelling per screen is enough for axe; the same component renders every spelling.
const screens = PUBLIC_PAGES.filter((p, i, all) => all.findIndex((q) => q.h1.toString() === p.h1.toString()) === i);

/**
 * Moderate counts too: Lighthouse's accessibility score fails on axe rules axe calls moderate
 * (heading-order: /donation's cards were h3 under the page's h1, 98 instead of 100).
 */
const BLOCKING = ['moderate', 'serious', 'critical'];

for (const width of [1280, 360]) {
  test.describe(`axe at ${width}px: no moderate, serious or critical violation`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const { path } of screens) {
      test(path, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' }); // settle animations so colours are final
        await openPage(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => BLOCKING.includes(v.impact ?? ''));
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}

test('axe: donation modal open and mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/donation');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  let results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => BLOCKING.includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  // The hamburger is the <summary> of the menu's <details>.
  await page.locator('header details[data-menu] > summary').click();
  results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => BLOCKING.includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);
});
