import { expect, test } from '@playwright/test';
import { CHROMIUM } from '../support/chromium';
import { isPrefetch } from '../support/prefetch';

/**
 * Decision 027, "Prefetch for a reader": a visitor whose browser reports a 2G connection (or asks to
 * save data) is sent the app's files only when they first touch the page — no prefetch when they
 * scroll, no start at the idle moment 5 s after load. Chromium's own switch sets what
 * `navigator.connection` reports, as a phone on 2G would.
 */
test('on a 2G connection nothing of the app is fetched until the first tap, which starts it', async ({
  playwright,
  baseURL,
}) => {
  test.slow();
  const browser = await playwright.chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--force-effective-connection-type=2G'],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 800 } });
    const appFiles: string[] = [];
    page.on('request', (r) => {
      if (/\.js(\?|$)/.test(new URL(r.url()).pathname)) appFiles.push(isPrefetch(r) ? `prefetch ${r.url()}` : r.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    expect(
      await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
    ).toBe('2g');
    // A reader scrolls, and the idle start's moment (5 s after load) passes.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(7000);
    expect(appFiles).toEqual([]);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);

    // The first tap starts the app (the menu opened by the browser meanwhile).
    await page.locator('header details[data-menu] > summary').click();
    await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });
    expect(appFiles.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  } finally {
    await browser.close();
  }
});
