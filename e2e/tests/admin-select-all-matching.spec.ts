import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { expectAxeClean, seedInquiries } from './admin-lists-helpers';

/**
 * docs/admin-guide.md: on a phone "Select all N matching" was hidden in the bulk bar's More panel and the
 * office never found it. Now, once the whole page is ticked and more rows match, a line between
 * "Select all on this page" and the cards offers it (Gmail's pattern), with the way back after.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Every inquiry matching `q`, through the admin API (the page's session cookie). */
async function statusesOf(page: Page, q: string) {
  const answer = await page.request.get(`/api/admin/inquiries?page=1&pageSize=100&q=${encodeURIComponent(q)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { items: Array<{ status: string }> }).items.map((i) => i.status);
}

for (const phone of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`at ${phone.width} px "Select all matching" is in sight above the cards and reaches rows on other pages`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    const tag = `All${phone.width}${Date.now().toString(36)}`;
    await seedInquiries(page.request, tag, 45);
    await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
    await expect(page.locator('tbody tr')).toHaveCount(20);

    // From the keyboard: tick the page, and the next Tab is the offer.
    const pageTick = page.getByRole('checkbox', { name: 'Select all on this page' });
    await pageTick.focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Actions on selected inquiries' });
    await expect(bar).toContainText('20 inquiries selected');
    const line = page.getByTestId('select-all-matching');
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(line).toContainText('All 20 inquiries on this page are selected.');
    const selectAll = line.getByRole('button', { name: 'Select all 45 inquiries matching' });

    // In sight without opening More: a full-width finger target between the tick box and the first card, clear of the bar.
    await expect(bar.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(selectAll).toBeVisible();
    await expect(selectAll).toBeInViewport();
    const s = await box(selectAll);
    expect(s.height).toBeGreaterThanOrEqual(44);
    expect(s.width, 'button width').toBeGreaterThanOrEqual(phone.width - 60);
    expect(s.y, 'below the tick box').toBeGreaterThanOrEqual((await box(pageTick)).y + 20);
    expect(s.y + s.height, 'above the first card').toBeLessThanOrEqual((await box(page.locator('tbody tr').first())).y);
    expect(s.y + s.height, 'clear of the bar').toBeLessThanOrEqual((await box(bar)).y);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, 'no sideways scroll').toBeLessThanOrEqual(phone.width);
    await expectAxeClean(page);

    await page.keyboard.press('Tab');
    await expect(selectAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(line).toContainText('All 45 inquiries matching are selected.');
    await expect(bar).toContainText('All 45 inquiries matching selected');
    await expect(line.getByRole('button', { name: 'Clear selection' })).toBeFocused();
    await expectAxeClean(page);

    // The way back: Clear selection untick everything and gives focus back to the page's tick box.
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await expect(pageTick).not.toBeChecked();
    await expect(pageTick).toBeFocused();
    await expect(line.getByRole('button')).toHaveCount(0);

    // Again by finger, then the main action: every one of the 45 changes, those on page 3 too.
    await pageTick.check();
    await selectAll.click();
    await bar.getByRole('button', { name: 'Mark contacted' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('45 inquiries marked Contacted');
    await expect(bar).toBeHidden();
    expect(await statusesOf(page, tag)).toEqual(Array(45).fill('contacted'));
    await page.getByRole('navigation', { name: 'Pages of inquiries' }).getByRole('button', { name: 'Page 3' }).click();
    const statuses = page.getByRole('combobox', { name: /^Status of inquiry from/ });
    await expect(statuses).toHaveCount(5);
    for (const select of await statuses.all()) await expect(select).toHaveValue('contacted');
  });
}

/** For a person to look at: the line with ~1,234 matching rows at 360, 390 and 1280 px (also into $SHOTS_DIR when set). */
test('with 1,234 matching inquiries the line reads well at 360, 390 and 1280 px (screenshots)', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const tag = `AllBig${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 1234);
  await logInThroughScreen(page);
  const shot = async (name: string) => {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file });
    if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
  };

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/inquiries?q=${tag}&status=new`);
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const line = page.getByTestId('select-all-matching');
    await line.getByRole('button', { name: 'Select all 1,234 inquiries matching' }).waitFor();
    await shot(`select-all-offer-${viewport.width}`);
    await line.getByRole('button', { name: 'Select all 1,234 inquiries matching' }).click();
    await expect(line).toContainText('All 1,234 inquiries matching are selected.');
    await expect(page.getByRole('region', { name: 'Actions on selected inquiries' })).toContainText('All 1,234');
    await shot(`select-all-chosen-${viewport.width}`);
  }
});
