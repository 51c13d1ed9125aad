import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitAdmission, submitDonation, submitInquiry } from './admin-helpers';

const run = Date.now().toString(36);
const SHOTS = '/work/tmp/shots/13r';

/** The record number of a submission, found by its unique name through the admin's own session. */
async function idOf(page: Page, list: 'admissions' | 'donations', name: string): Promise<number> {
  const answer = await page.request.get(`/api/admin/${list}?q=${encodeURIComponent(name)}&page=1`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { items } = (await answer.json()) as { items: Array<{ id: number }> };
  expect(items).toHaveLength(1);
  return items[0]!.id;
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const noSideways = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

test('an admission opens at its own address, survives a reload, and a phone typo is refused, fixed, saved and shown in its history', async ({
  page,
}) => {
  const name = `Record admission ${run}`;
  await submitAdmission(page.request, name);
  await logInThroughScreen(page);
  const id = await idOf(page, 'admissions', name);

  await page.goto(`/admin/admission/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Admission from ${name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Admission from ${name}` })).toBeVisible();
  await expect(page.getByText('Received from the website')).toBeVisible();

  await page.getByRole('button', { name: `Edit contact details of admission from ${name}` }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('91234 5678O');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Phone must be exactly 10 digits')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();

  await phone.fill('9123456780');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Contact details saved')).toBeVisible();
  const history = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed phone from “9876543210” to “9123456780”');
  await expect(history.getByRole('listitem').first()).toContainText(/Today \d\d:\d\d [ap]m · admin@dds\.test/);

  await page.reload();
  await expect(page.getByRole('link', { name: '91234 56780' })).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Changed phone');
  await page.screenshot({ path: `${SHOTS}/record-admission-history-1280.png`, fullPage: true });
});

test('a donation whose UPI reference is on another donation is flagged, with a link to it, beside its screenshot', async ({
  page,
}) => {
  const [first, second] = [`Record donor A ${run}`, `Record donor B ${run}`];
  await submitDonation(page.request, first);
  await submitDonation(page.request, second);
  await logInThroughScreen(page);
  const [idA, idB] = [await idOf(page, 'donations', first), await idOf(page, 'donations', second)];
  const upi = `4123${run}`.slice(0, 20);

  for (const id of [idA, idB]) {
    await page.goto(`/admin/donationdetails/${id}`);
    await page.getByRole('button', { name: /Edit amount, message and UPI reference/ }).click();
    await page.getByRole('textbox', { name: 'UPI reference' }).fill(upi);
    await page.getByRole('spinbutton', { name: 'Amount (₹)' }).fill('100000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Donation details saved')).toBeVisible();
  }

  const warning = page.getByTestId('duplicate-upi');
  await expect(warning).toContainText('Duplicate UPI reference');
  await expect(page.getByText('₹1,00,000', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes, newest first' })).toContainText(
    `Set UPI reference to “${upi}”`,
  );
  const screenshot = page.getByRole('img', {
    name: `Payment screenshot sent by ${second} (opens full size in a new tab)`,
  });
  await expect(screenshot).toBeVisible();
  expect(await screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await warning.getByRole('link', { name: `donation no. ${idA}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/donationdetails/${idA}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Donation from ${first}` })).toBeVisible();
  await expect(page.getByTestId('duplicate-upi').getByRole('link', { name: `donation no. ${idB}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/record-donation-duplicate-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideways(page);
  await page.screenshot({ path: `${SHOTS}/record-donation-duplicate-390.png`, fullPage: true });

  // B goes to the Trash as spam: A's warning still names it, marked, while the list's badge is off.
  expect((await page.request.post('/api/admin/donations/bulk', { data: { action: 'spam', ids: [idB] } })).ok()).toBe(
    true,
  );
  await page.reload();
  const trashed = page.getByTestId('duplicate-upi').getByRole('link', { name: `donation no. ${idB} (in Trash)` });
  await expect(trashed).toBeVisible();
  await expect(page.getByTestId('duplicate-upi')).toContainText('now in the Trash');
  await expectAxeClean(page);
  await page.goto(`/admin/donationdetails?q=${encodeURIComponent(first)}`);
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.locator('tbody tr').first()).not.toContainText('Duplicate');
});

test('a record opened from a filtered list goes back to that list, also after a reload', async ({ page }) => {
  const name = `Record back ${run}`;
  await submitInquiry(page.request, name);
  await logInThroughScreen(page);
  const filtered = `/admin/inquiries?status=new&q=${encodeURIComponent(name)}`;
  await page.goto(filtered);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry from ${name}` })).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: /Back to inquiries/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?/);
  const url = new URL(page.url());
  expect([url.searchParams.get('status'), url.searchParams.get('q')]).toEqual(['new', name]);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

for (const width of [360, 390, 1280]) {
  test(`record views at ${width}px: one column or two, no sideways scroll, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const [applicant, donor] = [`Axe record ${width} ${run}`, `Axe donor ${width} ${run}`];
    await submitAdmission(page.request, applicant);
    await submitDonation(page.request, donor);
    await logInThroughScreen(page);

    for (const [list, path, name] of [
      ['admissions', 'admission', applicant],
      ['donations', 'donationdetails', donor],
    ] as const) {
      await page.goto(`/admin/${path}/${await idOf(page, list, name)}`);
      await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
      const [main, history] = [
        page.getByRole('heading', { level: 2 }).first(),
        page.getByRole('heading', { level: 2, name: 'History' }),
      ];
      const [a, b] = [(await main.boundingBox())!, (await history.boundingBox())!];
      // Two columns at 1280 (history beside the fields), one at 390 (history below).
      if (width >= 1024) expect(b.x).toBeGreaterThan(a.x + 200);
      else expect(b.y).toBeGreaterThan(a.y);
      await noSideways(page);
      await expectAxeClean(page);
      await page.screenshot({ path: `${SHOTS}/record-${path}-${width}.png`, fullPage: true });
    }
  });
}
