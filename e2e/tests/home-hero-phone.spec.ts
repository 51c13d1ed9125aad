import { expect, test } from '@playwright/test';

/**
 * The home page's hero on a phone: its heading, introduction and the three figures stay inside the
 * page's side margins (20 px). The figures' words once set the column's width — three cards of
 * "experience" are wider than a 360 px screen's content — and pushed the hero past the right
 * margin, the third card cut by the screen's edge (the hero clips, so nothing scrolled sideways
 * and the no-sideways-scroll checks passed).
 */
const MARGIN = 20;

for (const path of ['/', '/hi']) {
  for (const width of [360, 390]) {
    test(`${path} at ${width} px: the hero's text and figures keep the side margins`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const hero = page.locator('main section').first();
      const parts = [
        hero.getByRole('heading', { level: 1 }),
        hero.locator('.lead'),
        ...(await hero.locator('dl > div').all()),
      ];
      expect(parts.length).toBeGreaterThanOrEqual(5);
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(MARGIN - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(width - MARGIN + 0.5);
      }
    });
  }
}
