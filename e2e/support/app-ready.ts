import type { Page } from '@playwright/test';

/**
 * Resolves once the live app has mounted over the (prerendered) page: the shell marks <html>.
 * A public page starts its app at the visitor's first interaction, else ~5 s after load
 * (docs/decisions/027-federation-start-up-and-static-css.md): a test that waits for the app is a
 * visitor about to use it, so it says so with a `focusin` on the document — what a first tap or
 * Tab does for the page's loader, with no element focused and nothing for the page itself to
 * answer. A test of the idle start waits on the attribute itself instead.
 */
export async function waitForApp(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new FocusEvent('focusin')));
  await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });
}
