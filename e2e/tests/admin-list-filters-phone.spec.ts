import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { expectAxeClean, expectNoHorizontalScroll, seedInquiries } from './admin-lists-helpers';

const tag = `Flt${Date.now().toString(36)}`;

test.beforeAll(async ({ request }) => {
  await seedInquiries(request, tag, 12, true);
});

/** Saved with the test's output, and into $SHOTS_DIR when set, for a person to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
}

const firstCardTop = async (page: Page) => (await page.locator('tbody tr').first().boundingBox())!.y;

for (const phone of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`at ${phone.width} px the filters fold behind a Filters button, search and chips stay, and the first card starts high`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(phone);
    await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await expect(page.locator('tbody tr').first()).toBeVisible();

    // Folded: search and the search chip in view, the filters not, the first card high on the screen.
    await expect(page.getByRole('searchbox', { name: 'Search inquiries' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(status).toBeHidden();
    await expect(page.getByRole('button', { name: `Remove filter Search: “${tag}”` })).toBeVisible();
    const top = await firstCardTop(page);
    testInfo.annotations.push({ type: 'first card top (px)', description: `${phone.width}: ${top}` });
    expect(top, 'first card top, filters folded').toBeLessThanOrEqual(330);
    await expectNoHorizontalScroll(page, 'inquiries, filters folded');
    await expectAxeClean(page);
    await shot(page, testInfo, `filters-closed-${phone.width}`);

    // Opened from the keyboard; a filter chosen there narrows the list and is counted on the button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(status).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Received', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page, 'inquiries, filters open');
    await expectAxeClean(page);
    await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption('computer');
    await expect(page).toHaveURL(/course=computer/);
    await expect(toggle).toHaveAccessibleName('Filters 1 in force');
    await shot(page, testInfo, `filters-open-${phone.width}`);
    const names = await page.locator('tbody tr').allTextContents();
    expect(names.length).toBe(4); // every third of the 12 is on the Computer Course
    for (const row of names) expect(row).toContain('Computer');

    // Escape folds them away and gives the keyboard back to the button; the chip still says what is in force.
    await page.getByRole('combobox', { name: 'Course', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(status).toBeHidden();
    await shot(page, testInfo, `filters-closed-in-force-${phone.width}`);
    const chip = page.getByRole('button', { name: /^Remove filter Course:/ });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/course=/);
    await expect(toggle).toHaveAccessibleName('Filters');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
  });
}

test('at 1280 px the filters stay in view as before, with no Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  for (const name of ['Search inquiries', 'Status', 'Course', 'Received', 'Sort by'])
    await expect(page.getByLabel(name, { exact: true })).toBeVisible();
  // As before: search and the filters share the first line of the toolbar.
  const [search, status] = [
    await page.getByLabel('Search inquiries').boundingBox(),
    await page.getByLabel('Status', { exact: true }).boundingBox(),
  ];
  expect(Math.abs(search!.y - status!.y)).toBeLessThan(4);
  await page.getByLabel('Status', { exact: true }).selectOption('new');
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole('button', { name: 'Remove filter Status: New' })).toBeVisible();
  await expectAxeClean(page);
});
