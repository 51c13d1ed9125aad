import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { expectAxeClean, expectNoHorizontalScroll } from './admin-lists-helpers';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
}

/** The element with the keyboard is in the open dialog (or nowhere on the page: the browser's own UI). */
const keyboardInDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body || Boolean(active.closest('dialog[open]'));
  });

test("a confirmation is the browser's modal dialog: named by its question, the keyboard kept in it, Escape and Cancel change nothing", async ({
  page,
}, testInfo) => {
  await logInThroughScreen(page, '/admin/courses');
  // The list is drawn once more when the drag code arrives (with grips): a button pressed before
  // that is replaced while the question is open, and the keyboard could not go back to it.
  await expect(page.getByRole('button', { name: 'Drag to reorder: AutoCAD', exact: true })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete AutoCAD' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete “AutoCAD”?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      /Admissions already received keep the course name\. This cannot be undone\.$/,
    );
    // Nothing irreversible is one key press away: Cancel has the focus, Delete is the next Tab.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    // The page behind is inert: Tab never reaches it.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await keyboardInDialog(page)).toBe(true);
    }
    await expectAxeClean(page);
    await expectNoHorizontalScroll(page, `the confirmation at ${viewport.width}`);
    await shot(page, testInfo, `confirm-dialog-${viewport.width}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
  }

  await remove.click();
  await page.getByRole('alertdialog', { name: 'Delete “AutoCAD”?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Delete AutoCAD' })).toBeVisible();
});
