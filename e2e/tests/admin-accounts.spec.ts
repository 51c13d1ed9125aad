import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { E2E_PORT } from '../support/env';
import { waitForApp } from '../support/app-ready';
import { acceptNextDialog, expect, test } from '../support/fixtures';
import { answerConfirmation, logInThroughScreen } from './admin-helpers';

// Decision 013: the institute manages its own admin accounts in the browser, and sees what was done.

const run = Date.now().toString(36);
const staffEmail = `staff-${run}@dds.test`;
const staffNewPassword = `evening batch ${run} notebook`;

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** No sideways scrolling on a phone: the page is no wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const toast = (page: Page) => page.getByTestId('toast');

/** A second person on another computer: a browser context of its own, with its own cookies. */
async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(m.text()))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return { context, page, errors };
}

async function logInAs(page: Page, email: string, password: string, path = '/admin/activity') {
  await page.goto(path);
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await alert).toBe('Login Successful');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('an owner adds a staff user, who works without the Users screen, changes their password, and is signed out when removed; Activity shows it all', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughScreen(page, '/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();

  // The owner adds a staff user with the generated first password, shown once to copy.
  await page.getByLabel('Email').fill(staffEmail);
  await expect(page.getByRole('radio', { name: /^Staff/ })).toBeChecked();
  const firstPassword = await page.getByLabel('First password').inputValue();
  expect(firstPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(toast(page)).toContainText(`${staffEmail} added as staff`);
  await expect(page.getByText(firstPassword)).toBeVisible();
  await expect(page.getByRole('table').getByText(staffEmail)).toBeVisible();

  // The staff member logs in on another computer: everything but Users.
  const staff = await secondBrowser(browser);
  await logInAs(staff.page, staffEmail, firstPassword);
  const nav = staff.page.getByRole('navigation', { name: 'Admin sections' });
  await staff.page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Activity' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await staff.page.goto('/admin/users');
  await waitForApp(staff.page);
  await expect(staff.page.getByText(/only an owner can manage admin users/i)).toBeVisible();
  await expect(staff.page.getByRole('button', { name: 'Add user' })).toHaveCount(0);

  // …and changes the first password to one of their own.
  await staff.page.goto('/admin/account');
  await waitForApp(staff.page);
  await expect(staff.page.getByText('This device')).toBeVisible();
  await staff.page.getByLabel('Current password', { exact: true }).fill(firstPassword);
  await staff.page.getByLabel('New password', { exact: true }).fill('qwerty123');
  await staff.page.getByLabel('Repeat the new password').fill('qwerty123');
  await staff.page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    staff.page.getByRole('alert').filter({ hasText: 'This password is too common. Choose another.' }),
  ).toBeVisible();
  await staff.page.getByLabel('New password', { exact: true }).fill(staffNewPassword);
  await staff.page.getByLabel('Repeat the new password').fill(staffNewPassword);
  await staff.page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(staff.page)).toContainText('Password changed.');
  await expectNoHorizontalScroll(staff.page);

  // The owner sees the staff member active, and removes them: their session ends at once.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: staffEmail });
  await expect(row).not.toContainText('Not signed in');
  await row.getByRole('button', { name: `Remove ${staffEmail}` }).click();
  expect(await answerConfirmation(page, `Remove ${staffEmail}?`, 'Remove')).toContain(
    'They are signed out at once and can no longer log in.',
  );
  await expect(toast(page)).toContainText(`${staffEmail} removed`);
  await expect(page.getByRole('table').getByText(staffEmail)).toHaveCount(0);

  await staff.page.reload();
  await waitForApp(staff.page);
  await expect(staff.page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  expect(staff.errors).toEqual([]);
  await staff.context.close();

  // Activity: who did what, newest first, in words; filtered to the staff member.
  await page.goto('/admin/activity');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: `Removed ${staffEmail} (staff)` })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `Added ${staffEmail} as staff` })).toBeVisible();
  await page.getByLabel('Person').selectOption(staffEmail);
  await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(staffEmail)}`));
  await expect(table.getByRole('row').nth(1)).toContainText('Changed their password');
  await expect(table.getByRole('row').filter({ hasText: 'Logged in' })).toHaveCount(1);
  await expect(table).toContainText(/\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)/);
});

test('the owner changes their own password, and a second session of theirs is signed out', async ({
  page,
  browser,
}) => {
  // A second owner, so the suite's admin password stays as the other specs expect it.
  await logInThroughScreen(page, '/admin/users');
  const ownerEmail = `owner-${run}@dds.test`;
  const ownerPassword = `first owner pass ${run}`;
  await page.getByLabel('Email').fill(ownerEmail);
  await page.getByRole('radio', { name: /^Owner/ }).check();
  await page.getByLabel('First password').fill(ownerPassword);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(toast(page)).toContainText(`${ownerEmail} added as owner`);

  const other = await secondBrowser(browser);
  await logInAs(other.page, ownerEmail, ownerPassword);
  const mine = await secondBrowser(browser);
  await logInAs(mine.page, ownerEmail, ownerPassword, '/admin/account');
  await expect(mine.page.getByRole('listitem')).toHaveCount(2);
  await mine.page.getByLabel('Current password', { exact: true }).fill(ownerPassword);
  await mine.page.getByLabel('New password', { exact: true }).fill(`${ownerPassword} changed`);
  await mine.page.getByLabel('Repeat the new password').fill(`${ownerPassword} changed`);
  await mine.page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(mine.page)).toContainText('Password changed. 1 other session was signed out.');
  await expect(mine.page.getByRole('listitem')).toHaveCount(1);

  await other.page.reload();
  await waitForApp(other.page);
  await expect(other.page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  expect([...other.errors, ...mine.errors]).toEqual([]);
  await other.context.close();
  await mine.context.close();
});

for (const width of [1280, 360]) {
  test.describe(`account screens at ${width}px: no serious or critical axe violation, no sideways scroll`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const { path, heading } of [
      { path: '/admin/users', heading: 'Users' },
      { path: '/admin/account', heading: 'My account' },
      { path: '/admin/activity', heading: 'Activity' },
    ]) {
      test(path, async ({ page }) => {
        await logInThroughScreen(page, path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        if (path !== '/admin/account') await expect(page.getByRole('table')).toBeVisible();
        else await expect(page.getByText('This device')).toBeVisible();
        await expectNoSeriousViolations(page);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
