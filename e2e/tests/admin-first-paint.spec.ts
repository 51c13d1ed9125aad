import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { holdScripts } from '../support/hold-scripts';
import { ADMIN } from '../support/env';
import { acceptNextDialog } from '../support/fixtures';

/** What the admin panel's placeholder says when JavaScript is off (shell/public/index.html). */
const NEEDS_JAVASCRIPT =
  "The admin panel needs JavaScript. Turn on JavaScript in your browser's settings, then reload this page.";
/** Found by its place: Playwright's text and role locators never look inside <noscript>. */
const needsJavaScript = (page: Page) => page.locator('noscript p');

/**
 * Decision 032: an office phone opening /admin on slow data. The server sends the login screen
 * as HTML when there is no session, so it paints before any JavaScript; the app then takes it over
 * (keeping what was typed) without fetching anything of the public site; a form sent before the
 * app is ready, or with JavaScript off, still logs in through the login API.
 */

/** Paths of every request the page makes, in order. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}
const publicSiteFiles = (paths: string[]) => paths.filter((p) => p.startsWith('/remotes/public-site/'));

/** A phone on a slow 3G line (Chromium's network emulation, so every request pays for it). */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

test.describe('/admin on a phone', () => {
  test('the login screen is in the server HTML, and the app takes it over with what was typed, fetching nothing of the public site', async ({
    page,
  }) => {
    const paths = recordPaths(page);
    const release = await holdScripts(page);
    await page.goto('/admin/inquiries', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expect(page.getByText('Log in to see inquiries, admissions and donations.')).toBeVisible();
    const serverScreen = await new AxeBuilder({ page }).analyze();
    expect(serverScreen.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);

    release();
    await waitForApp(page);
    // The app's own form now, with the values and the caret where they were.
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Password')).toHaveValue(ADMIN.password);
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(publicSiteFiles(paths)).toEqual([]);
    const appScreen = await new AxeBuilder({ page }).analyze();
    expect(appScreen.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const alert = acceptNextDialog(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await alert).toBe('Login Successful');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    expect(publicSiteFiles(paths)).toEqual([]);
  });

  test('from the admin panel opened first, the public site loads on navigation, and back', async ({ page }) => {
    const paths = recordPaths(page);
    await page.goto('/admin');
    await waitForApp(page);
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(publicSiteFiles(paths)).toEqual([]);
    // A client-side navigation (what a link in the app does): the public routes are discovered.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(publicSiteFiles(paths).length).toBeGreaterThan(0);
    await page.goBack();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('on a slow network the login screen shows before the app, and logging in works', async ({ page }) => {
    await slowNetwork(page);
    const paths = recordPaths(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    // Painted from the server's HTML: no script had arrived yet on this line.
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    await waitForApp(page);
    expect(publicSiteFiles(paths)).toEqual([]);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    const alert = acceptNextDialog(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await alert).toBe('Login Successful');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 30_000 });
  });

  test('Log in pressed before the app is ready posts the form and logs in through the login API', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/admin/inquiries', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/inquiries$/, { waitUntil: 'commit' });
    // Back on the asked-for page with a session: the server no longer sends the login screen.
    await expect(page.getByText('Loading DDS…')).toBeVisible();
    await expect(needsJavaScript(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toHaveCount(0);
    release();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('/admin with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password says 'Wrong Email or Password' and keeps the email; the right one logs in", async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong Email or Password');
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toHaveCount(0);
    // docs/contract.md §5's success alert, as the page can say it without JavaScript.
    await expect(page.getByRole('alert')).toHaveText('Login Successful');
    // Below it, not "Loading DDS…" for ever but why nothing more comes.
    await expect(needsJavaScript(page)).toBeVisible();
    await expect(needsJavaScript(page)).toHaveText(NEEDS_JAVASCRIPT);
    await expect(page.getByText('Loading DDS…')).toBeHidden();
    const session = await page.request.get('/api/session');
    expect(await session.json()).toEqual({ admin: { email: ADMIN.email, role: 'owner', language: 'en' } });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `screenshots/admin-login-nojs-success-${width}.png` });
    }

    // Said once: a reload of the same page is quiet.
    await page.reload();
    await expect(needsJavaScript(page)).toBeVisible();
    await expect(needsJavaScript(page)).toHaveText(NEEDS_JAVASCRIPT);
    await expect(page.getByText('Loading DDS…')).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

for (const width of [360, 1280]) {
  test(`login screen at ${width}px, before and after the app takes over`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 780 : 800 });
    const release = await holdScripts(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const box = async () => page.getByRole('heading', { name: 'Admin login' }).boundingBox();
    const before = await box();
    await page.screenshot({ path: `screenshots/admin-login-server-${width}.png` });
    release();
    await waitForApp(page);
    await page.screenshot({ path: `screenshots/admin-login-app-${width}.png` });
    // The app's screen is drawn where the server's was: nothing jumps when it takes over.
    expect(await box()).toEqual(before);
  });
}
