import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { expectAxeClean, seedInquiries } from './admin-lists-helpers';

/**
 * The admin lists on a phone (docs/admin-guide.md): with rows ticked, the bulk actions were a ~260 px block above the cards. Now
 * they are one line pinned to the bottom of the screen (count, main action, More), which must not hide
 * the last card, the toast or Log out, and from which every bulk action still works.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function tick(page: Page, tag: string, rows: number[]) {
  for (const i of rows)
    await page
      .getByRole('checkbox', { name: new RegExp(`^Select ${tag} Student ${String(i).padStart(4, '0')}`) })
      .check();
}

for (const phone of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`at ${phone.width} px the bulk bar is one line at the bottom and every bulk action works`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    const tag = `Bar${phone.width}${Date.now().toString(36)}`;
    await seedInquiries(page.request, tag, 12, true);
    await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
    await expect(page.locator('tbody tr')).toHaveCount(12);

    await tick(page, tag, [0, 1]);
    const bar = page.getByRole('region', { name: 'Actions on selected inquiries' });
    await expect(bar).toContainText('2 inquiries selected');
    const more = bar.getByRole('button', { name: 'More actions' });

    // One compact line, flush with the bottom of the screen, as wide as the screen.
    const b = await box(bar);
    expect(b.height, 'bulk bar height').toBeLessThanOrEqual(80);
    expect(Math.round(b.y + b.height)).toBe(phone.height);
    expect(Math.round(b.width)).toBe(phone.width);
    for (const control of [bar.getByRole('button', { name: 'Mark contacted' }), more]) {
      const c = await box(control);
      expect(c.y).toBeGreaterThanOrEqual(b.y);
      expect(c.x + c.width).toBeLessThanOrEqual(phone.width);
    }
    await expectAxeClean(page);

    // Scrolled to the end, the last card and the page numbers sit above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = await box(page.locator('tbody tr').last());
    const pages = await box(page.getByRole('navigation', { name: 'Pages of inquiries' }));
    const barTop = (await box(bar)).y;
    expect(lastCard.y + lastCard.height, 'last card bottom vs bar top').toBeLessThanOrEqual(barTop);
    expect(pages.y + pages.height, 'page numbers bottom vs bar top').toBeLessThanOrEqual(barTop);
    await page.evaluate(() => window.scrollTo(0, 0));

    // A toast from another change while rows stay ticked: it stays at the top, clear of the bar and of Log out.
    await page.getByRole('combobox', { name: `Status of inquiry from ${tag} Student 0005` }).selectOption('enrolled');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Status changed to Enrolled');
    const t = await box(toast);
    const logOut = await box(page.getByRole('button', { name: 'Log out' }));
    expect(t.y + t.height, 'toast bottom vs bar top').toBeLessThanOrEqual((await box(bar)).y);
    expect(t.y, 'toast starts below the top bar with Log out').toBeGreaterThanOrEqual(logOut.y + logOut.height);

    // The More panel: a disclosure button; Escape closes it and gives focus back.
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('button', { name: 'Close' })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const panelItems = ['Close', 'Mark enrolled', 'Mark as spam', 'Delete', 'Clear selection'];
    for (const name of panelItems) await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Export selected (CSV)' })).toBeVisible();
    await expectAxeClean(page);
    await bar.getByRole('button', { name: 'Close', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await expect(bar.getByRole('button', { name: 'Close', exact: true })).toBeHidden();
    // From the keyboard alone: Enter opens it, Tab reaches the actions.
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Mark enrolled', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');

    // Export selected downloads the two ticked rows.
    await more.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('link', { name: 'Export selected (CSV)' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(3);
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // The main action stays on the line: Mark contacted, with Undo.
    await bar.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(toast).toContainText('2 inquiries marked Contacted');
    await expect(bar).toBeHidden();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('toast')).toContainText('Undone');

    // Close, from the More panel.
    await tick(page, tag, [2]);
    await more.click();
    await bar.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(toast).toContainText('1 inquiry marked Closed');
    await expect(page.getByRole('combobox', { name: `Status of inquiry from ${tag} Student 0002` })).toHaveValue(
      'closed',
    );

    // Mark as spam, then Delete, each with Undo bringing the row back.
    for (const [action, said] of [
      ['Mark as spam', '1 inquiry marked as spam (in the Trash)'],
      ['Delete', '1 inquiry moved to the Trash'],
    ] as const) {
      await tick(page, tag, [3]);
      await more.click();
      await bar.getByRole('button', { name: action, exact: true }).click();
      await expect(toast).toContainText(said);
      await expect(page.locator('tbody tr')).toHaveCount(11);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByTestId('toast')).toContainText('Undone');
      await expect(page.locator('tbody tr')).toHaveCount(12);
    }

    // Clear selection (in the More panel) takes the bar away and the room with it. "Select all matching"
    // is on a line above the cards: admin-select-all-matching.spec.ts.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar).toContainText('12 inquiries selected');
    await more.click();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bar).toBeHidden();
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('section[aria-labelledby="list-title"]')!).paddingBottom,
      ),
    ).toBe('0px');
  });
}

test('at 1280 px the bulk bar stays a row of buttons above the table', async ({ page }) => {
  const tag = `BarWide${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 3);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Actions on selected inquiries' });
  await expect(bar).toContainText('3 inquiries selected');
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await expect(bar.getByRole('button', { name: 'More actions' })).toBeHidden();
  for (const name of ['Mark contacted', 'Mark enrolled', 'Close', 'Mark as spam', 'Delete', 'Clear selection'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Export selected (CSV)' })).toBeVisible();
  expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual(
    (await box(page.locator('tbody tr').first())).y,
  );
});
