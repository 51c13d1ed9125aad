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

/**
 * The headline is readable at the first paint: the hero's entrance moves it into place but never
 * makes it transparent. It once faded in from opacity 0 over 0.9 s — on a slow phone the visitor
 * waited that long to read it, and Chromium's Largest Contentful Paint skipped it (text painted at
 * opacity 0 is not a candidate) and measured the header's title instead
 * (docs/decisions/027-federation-start-up-and-static-css.md, "The headline at the first paint").
 */
test('/: the hero rises into place fully opaque, and its text is the largest contentful paint', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: string[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
        w.__lcp.push(entry.element?.closest('#main section') ? 'hero' : (entry.element?.tagName ?? '?'));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  // While the entrance runs, every box from the heading up to the hero is fully opaque.
  const during = await heading.evaluate((h) => {
    const animated = h.closest('section')!.querySelectorAll('*');
    const running = [...animated].some((el) => el.getAnimations().some((a) => a.playState === 'running'));
    const opacities: string[] = [];
    for (let el: Element | null = h; el && el.tagName !== 'MAIN'; el = el.parentElement)
      opacities.push(getComputedStyle(el).opacity);
    return { running, opacities };
  });
  expect(during.running).toBe(true);
  expect(new Set(during.opacities)).toEqual(new Set(['1']));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp.at(-1))).toBe('hero');
});
