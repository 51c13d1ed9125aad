import type { Page } from '@playwright/test';

/** Resolves once the live app has mounted over the (prerendered) page: the shell marks <html>. */
export async function waitForApp(page: Page) {
  await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });
}
