import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { ADMIN, E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { noSidewaysScroll, signedInPage } from './admin-helpers';

// The login screen in the language this browser remembered (docs/decisions/026-hindi.md §8): an admin
// who reads the panel in Hindi signs out, and the next login screen there is Hindi — the server's
// (painted before the panel runs) and the panel's — with a link to read it in English. A browser
// that never had a Hindi admin keeps the English login of before. A staff account of its own, so
// the seeded owner every other spec uses keeps its English panel.

const run = Date.now().toString(36);
const office = { email: `hindi-login-${run}@dds.test`, password: `counter hindi ${run} ledger` };
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi-login');

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const added = await request.post('/api/admin/users', {
    data: { email: office.email, role: 'staff', password: office.password },
  });
  expect(added.status(), await added.text()).toBe(201);
});

async function hindiAdminSignsOut(
  browser: Browser,
  width: number,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await signedInPage(browser, office, { width, path: '/admin/account' });
  const hindi = page.getByRole('radio', { name: 'हिन्दी (Hindi)' });
  if (!(await hindi.isChecked())) {
    await hindi.check();
    await expect(page.getByTestId('toast')).toContainText('पैनल अब हिन्दी में है।');
  }
  await page.getByRole('button', { name: 'लॉग आउट' }).click();
  return { page, close: () => context.close() };
}

for (const width of [360, 1280]) {
  test(`after a Hindi admin signs out, the login screen is Hindi, the server's too, and reads in English at a tap (${width} px)`, async ({
    browser,
  }) => {
    const { page, close } = await hindiAdminSignsOut(browser, width);
    try {
      // The panel's login screen, at once.
      await expect(page.getByRole('heading', { level: 1, name: 'एडमिन लॉग इन' })).toBeVisible();
      await expect(page.getByRole('main')).toHaveAttribute('lang', 'hi');
      await expect(page.getByLabel('ईमेल')).toBeVisible();
      await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();

      // The server's, on the next load, before any script: Hindi too.
      const served = await page.request.get(`http://localhost:${E2E_PORT}/admin`);
      const html = await served.text();
      expect(html).toContain('<h1>एडमिन लॉग इन</h1>');
      expect(html).toContain('>Read in English</a>');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'एडमिन लॉग इन' })).toBeVisible();
      await noSidewaysScroll(page);
      // A refused login speaks Hindi as well.
      await page.getByLabel('ईमेल').fill(office.email);
      await page.getByLabel('पासवर्ड').fill('not the password');
      await page.getByRole('button', { name: 'लॉग इन करें' }).click();
      await expect(page.getByRole('alert')).toHaveText('ईमेल या पासवर्ड गलत है');
      await page.screenshot({ path: path.join(SHOTS, `login-hindi-${width}.png`), fullPage: true });

      // The visible way back to English, remembered for the next load.
      await page.getByRole('link', { name: 'Read in English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0); // the Hindi refusal does not stay under English labels
      await page.screenshot({ path: path.join(SHOTS, `login-english-${width}.png`), fullPage: true });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    } finally {
      await close();
    }
  });
}

test('a browser no Hindi admin has used shows the English login of before, with no language link', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Read in English' })).toHaveCount(0);
});

test("a Hindi browser's login stays Hindi while the panel takes the server's screen over: its words are fetched first", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}`, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'dds_admin_lang', value: 'hi', url: `http://localhost:${E2E_PORT}` }]);
  const page = await context.newPage();
  const hindiWords = page.waitForResponse((r) => /admin-login-hindi\.[0-9a-f]+\.js$/.test(r.url()));
  // Every heading the page shows from its first paint: the server's, then the panel's.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      const now = document.querySelector('h1')?.textContent ?? '(none)';
      if (seen.length === 0 && now === '(none)') return; // the page is not at its heading yet
      if (seen.at(-1) !== now) seen.push(now);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/admin');
  await waitForApp(page);
  await hindiWords; // the login screen's Hindi, a chunk of its own (English browsers never fetch it)
  await expect(page.getByLabel('ईमेल')).toBeVisible();
  const headings = await page.evaluate(() => (window as unknown as { headings: string[] }).headings);
  expect(headings).toEqual(['एडमिन लॉग इन']);
  await context.close();
});

test('an English browser never fetches the login screen’s Hindi', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/admin');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  expect(fetched.filter((url) => /admin-login-hindi|admin-hindi/.test(url))).toEqual([]);
});
