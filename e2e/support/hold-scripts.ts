import type { Page } from '@playwright/test';

/**
 * Holds every script request (the shell's too) until `release()` is called: until then the page is
 * the server's HTML only, as on a slow phone before the app has arrived.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
