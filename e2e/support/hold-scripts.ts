import type { Page } from '@playwright/test';

/**
 * Holds the script requests matching `url` (by default every script, the shell's too) until
 * `release()` is called: with all held the page is the server's HTML only, as on a slow phone
 * before the app has arrived.
 */
export async function holdScripts(page: Page, url: RegExp | string = /\.js(\?|$)/): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
