import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { expectAxeClean, expectNoHorizontalScroll, idsOf, seedInquiries } from './admin-lists-helpers';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
}

/** How many inquiries the whole Trash holds, as the server counts them. */
async function inTrash(page: Page): Promise<number> {
  const answer = await page.request.get('/api/admin/inquiries?trash=1&page=1&pageSize=1');
  return ((await answer.json()) as { total: number }).total;
}

test('Empty Trash names the count, asks first, deletes for good and leaves the list alone', async ({
  page,
  request,
}, testInfo) => {
  const tag = `Bin${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 6, true);
  await logInThroughScreen(page);
  const ids = await idsOf(page, '/api/admin/inquiries', tag);
  const [spam, kept] = [ids.slice(0, 4), ids.slice(4)];
  expect((await page.request.post('/api/admin/inquiries/bulk', { data: { action: 'spam', ids: spam } })).ok()).toBe(
    true,
  );

  // Refused without a session (a request with no cookie).
  expect((await request.post('/api/admin/inquiries/trash/empty', { data: {} })).status()).toBe(401);
  expect(await inTrash(page)).toBeGreaterThanOrEqual(4);

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/inquiries?trash=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries: Trash' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoHorizontalScroll(page, `the Trash at ${viewport.width}`);
    // TRASH_KEEP_DAYS (30 by default) is said where the office sees the Trash.
    await expect(
      page.getByText('Those in the Trash for more than 30 days are deleted for good automatically.', { exact: false }),
    ).toBeVisible();
    await shot(page, testInfo, `inquiries-trash-${viewport.width}`);
    const button = page.getByRole('button', { name: 'Empty Trash' });
    await button.click();
    const n = await inTrash(page);
    const dialog = page.getByRole('alertdialog', { name: `Delete all ${n} inquiries in the Trash for good?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This cannot be undone');
    // Nothing irreversible is one key press away: Cancel has the focus.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAxeClean(page);
    await shot(page, testInfo, `empty-trash-dialog-${viewport.width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }

  // Confirmed from the keyboard: Tab to the delete button, Enter.
  const n = await inTrash(page);
  await page.getByRole('button', { name: 'Empty Trash' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Delete all ${n} inquiries` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast')).toContainText(`${n} inquiries deleted for good`);
  await expect(page.getByText('The Trash has no inquiries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Empty Trash' })).toHaveCount(0);

  for (const id of spam) expect((await page.request.get(`/api/admin/inquiries/${id}`)).status()).toBe(404);
  for (const id of kept) expect((await page.request.get(`/api/admin/inquiries/${id}`)).status()).toBe(200);
  // The Activity log records each one.
  const activity = await page.request.get('/api/admin/activity?action=inquiry.purge&page=1&pageSize=100');
  expect(JSON.stringify(await activity.json())).toContain(`inquiry:${spam[0]}`);
});

test('Empty Trash on a searched Trash says it deletes the whole Trash, not only the rows shown, and does so', async ({
  page,
}, testInfo) => {
  const tag = `Bin${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 5);
  await logInThroughScreen(page);
  const ids = await idsOf(page, '/api/admin/inquiries', tag);
  expect((await page.request.post('/api/admin/inquiries/bulk', { data: { action: 'spam', ids } })).ok()).toBe(true);
  const n = await inTrash(page);
  expect(n).toBeGreaterThanOrEqual(5);

  // The office searches the Trash for one spam inquiry: one row on screen, the whole Trash behind it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/inquiries?trash=1&q=${encodeURIComponent(`${tag} Student 0001`)}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Empty Trash' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete all ${n} inquiries in the Trash for good?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'Your search shows 1 inquiry, but Empty Trash deletes every one in the Trash. ' +
      `The ${n} inquiries in the Trash will be deleted permanently. This cannot be undone.`,
  );
  await shot(page, testInfo, 'empty-trash-searched-dialog-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page, 'the Empty Trash dialog at 360');
  await shot(page, testInfo, 'empty-trash-searched-dialog-360');

  await dialog.getByRole('button', { name: `Delete all ${n} inquiries` }).click();
  await expect(page.getByTestId('toast')).toContainText(`${n} inquiries deleted for good`);
  // As it said: every one, the rows the search did not show too.
  for (const id of ids) expect((await page.request.get(`/api/admin/inquiries/${id}`)).status()).toBe(404);
  expect(await inTrash(page)).toBe(0);
});
