import { test as base, expect, type Page } from '@playwright/test';
import { waitForApp } from './app-ready';

const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * `test` with a console watch: any console error or uncaught exception on a page fails the test
 * (docs/contract.md §7). A test that provokes errors on purpose (remote outage) calls `allowConsoleErrors()`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: () => void }>({
  // Public pages arrive prerendered: the text is there before the app can answer a click. Every
  // goto/reload therefore also waits until the live app has mounted (the shell marks <html>).
  page: async ({ page }, use) => {
    const appReady = () => waitForApp(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer to fetch as "Failed to load resource"; a 401 before login or a
        // 404 for a certificate that does not match is the app working, not an error. 5xx still counts.
        if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  // Automatic, so the check runs after every test, not only those that ask for the fixture.
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      let allowed = false;
      await use(() => {
        allowed = true;
      });
      if (!allowed) expect(consoleErrors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Accepts the next alert/confirm and resolves to its text. The handler is in place before the
 * action that opens the dialog: awaiting `waitForEvent('dialog')` and accepting afterwards
 * sometimes hangs in Chromium under load (seen in CI).
 */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      void dialog.accept().then(() => resolve(message));
    });
  });
}
