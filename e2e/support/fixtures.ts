import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN } from './env';

/**
 * `test` with a console watch: any console error or uncaught exception on a page fails the test
 * (DESIGN.md §6). A test that provokes errors on purpose (remote outage) calls `allowConsoleErrors()`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: () => void }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ consoleErrors }, use) => {
    let allowed = false;
    await use(() => {
      allowed = true;
    });
    if (!allowed) expect(consoleErrors, 'console errors on the page').toEqual([]);
  },
});
// Make the console check run for every test, not only those that ask for the fixture.
test.beforeEach(({ allowConsoleErrors: _ }) => undefined);

export { expect };

/** Logs in through the admin screen. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: /log ?in/i }).click();
}
