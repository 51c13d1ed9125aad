import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitInquiry } from './admin-helpers';

const run = Date.now().toString(36);
const SHOTS = '/work/tmp/shots/13r';

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** "1,00,000" → 100000 */
const figure = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).locator('strong').first().textContent()) ?? '').replace(/,/g, ''));

test('each queue figure opens the list filtered to it', async ({ page }) => {
  const name = `Queue inquiry ${run}`;
  await submitInquiry(page.request, name);
  await logInThroughScreen(page);
  expect(await figure(page, 'queue-inquiriesNotContacted')).toBeGreaterThanOrEqual(1);
  expect(await figure(page, 'queue-newToday')).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: /Inquiries not yet contacted/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=new$/);
  await expect(page.getByRole('heading', { name: 'Inquiries', exact: true })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Inquiries today' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?from=(\d{4}-\d\d-\d\d)&to=\1$/);
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('link', { name: /Admissions pending/ }).click();
  await expect(page).toHaveURL(/\/admin\/admission\?status=pending$/);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Donations to verify/ }).click();
  await expect(page).toHaveURL(/\/admin\/donationdetails\?verified=false$/);
});

test('an inquiry sent while the dashboard is open shows in the badge without a reload, and opening the dashboard clears it', async ({
  page,
}) => {
  // The panel polls every 30 s; the browser's clock is moved on instead of waiting.
  await page.clock.install();
  await logInThroughScreen(page);
  await expect(page.getByTestId('queue-newToday')).toBeVisible();
  const before = await figure(page, 'queue-newToday');
  await expect(page.getByTestId('new-submissions-badge')).toHaveCount(0);

  await submitInquiry(page.request, `Badge inquiry ${run}`);
  await page.clock.fastForward(31_000);
  const badge = page.getByTestId('new-submissions-badge');
  await expect(badge).toHaveText(/^1 new/);
  // The queue on the open dashboard follows the same poll.
  expect(await figure(page, 'queue-newToday')).toBe(before + 1);

  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(badge).toHaveText(/^1 new/);
  await badge.click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(badge).toHaveCount(0);
});

for (const width of [360, 390, 1280]) {
  test(`dashboard at ${width}px: no sideways scroll, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInThroughScreen(page);
    await expect(page.getByTestId('queue-donationsToVerify')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
  });
}
