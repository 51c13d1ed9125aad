import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { changeSiteSettings } from './settings-helpers';

/**
 * No silent overwrites (docs/decisions/012-no-silent-overwrites.md): two admins in two browsers edit
 * Settings. B's save, based on what B loaded before A saved, is refused with "Changed by X at T while
 * you were editing — reload, or overwrite"; B's typed text stays; Reload brings A's phone and offers
 * B's text back; Overwrite saves over the other admin's change.
 */

const MESSAGE =
  /^Changed by \S+@\S+ at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m while you were editing — reload, or overwrite$/;

async function openSettings(page: Page) {
  await logInThroughScreen(page, '/admin/settings');
  await expect(page.getByLabel('Office hours', { exact: true })).toBeVisible();
}

async function saveAndExpectSaved(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
}

test('two admins edit Settings: the stale save is refused, nothing typed is lost, reload and overwrite both work', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const before = await changeSiteSettings(request, { phone: '', officeHours: '' });
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const a = await other.newPage();
  try {
    await openSettings(a);
    await openSettings(page); // B: this test's own page

    // A changes the phone and saves first.
    await a.getByLabel('Phone').fill('98111 22233');
    await saveAndExpectSaved(a);

    // B, still on what B loaded, types the office hours and saves.
    await page.getByLabel('Office hours', { exact: true }).fill('Mon–Sat, 8 am – 7 pm');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const conflict = page.getByTestId('edit-conflict');
    await expect(conflict).toBeVisible();
    await expect(conflict).toBeFocused();
    await expect(conflict).toHaveAttribute('role', 'alert');
    await expect(conflict.locator('p').first()).toHaveText(MESSAGE);
    await expect(page.getByLabel('Office hours', { exact: true })).toHaveValue('Mon–Sat, 8 am – 7 pm');
    await expect(page.getByLabel('Phone')).toHaveValue('');

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await conflict.scrollIntoViewIfNeeded();
      const box = await conflict.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `screenshots/edit-conflict-${width}.png` });
    }

    // The keyboard is on the notice: Tab reaches Reload first. Reload takes A's phone; B's text is offered back.
    await page.keyboard.press('Tab');
    await expect(conflict.getByRole('button', { name: 'Reload' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Phone')).toHaveValue('+91 98111 22233');
    await expect(page.getByLabel('Office hours', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Put back what I typed' }).click();
    await expect(page.getByLabel('Office hours', { exact: true })).toHaveValue('Mon–Sat, 8 am – 7 pm');
    await expect(page.getByLabel('Phone')).toHaveValue('+91 98111 22233');
    await saveAndExpectSaved(page);
    let saved = await (await request.get('/api/admin/settings')).json();
    expect(saved).toMatchObject({ phone: '+91 98111 22233', officeHours: 'Mon–Sat, 8 am – 7 pm' });

    // Now A is the stale one: A's office hours are refused, then A overwrites.
    await a.getByLabel('Office hours', { exact: true }).fill('Mon–Fri, 9 am – 5 pm');
    await a.getByRole('button', { name: 'Save settings' }).click();
    const aConflict = a.getByTestId('edit-conflict');
    await expect(aConflict.locator('p').first()).toHaveText(MESSAGE);
    await aConflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(a.getByText('All changes saved.')).toBeVisible();
    await expect(aConflict).toBeHidden();
    saved = await (await request.get('/api/admin/settings')).json();
    expect(saved).toMatchObject({ phone: '+91 98111 22233', officeHours: 'Mon–Fri, 9 am – 5 pm' });
  } finally {
    await other.close();
    await changeSiteSettings(request, before);
  }
});
