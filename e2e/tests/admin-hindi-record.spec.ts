import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addAdminAccount, chooseHindiOnAccountScreen } from '../support/hindi-accounts';
import { noSidewaysScroll, signedInPage, submitInquiry } from './admin-helpers';

// The record view, the bulk actions' toasts and Undo in Hindi (docs/decisions/026-hindi.md §8): a
// staff account that chose Hindi opens an inquiry, changes its status, moves it to the Trash and
// back, and acts on ticked rows, at 1280 and 360 px. A staff account of its own, so the seeded
// owner every other spec uses keeps its English panel.

const run = Date.now().toString(36);
const office = { email: `hindi-record-${run}@dds.test`, password: `reception record ${run} ledger` };
const desk = `Sunita Yadav ${run}`;
const phone = `Mohan Lal ${run}`;
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi-record');

test.beforeAll(async ({ request }) => {
  await addAdminAccount(request, office, 'staff');
  await submitInquiry(request, desk);
  await submitInquiry(request, phone);
});

const toast = (page: Page) => page.getByTestId('toast');

/** The inquiry's number, found by its unique name through the signed-in admin's own session. */
async function idOf(page: Page, name: string): Promise<number> {
  const answer = await page.request.get(`/api/admin/inquiries?q=${encodeURIComponent(name)}&page=1`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { items } = (await answer.json()) as { items: Array<{ id: number }> };
  expect(items).toHaveLength(1);
  return items[0]!.id;
}

/** The record view of `name`'s inquiry in Hindi: title, sections, labels and status; the name as typed. */
async function expectHindiRecord(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: `${name} की ओर से पूछताछ` })).toBeVisible();
  for (const section of ['स्थिति', 'संपर्क जानकारी', 'विवरण', 'इतिहास'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'स्थिति बदलें' })).toHaveValue('new');
  await expect(page.getByRole('list', { name: 'बदलाव, नए पहले' })).toContainText('वेबसाइट से मिला');
  await expect(page.getByText('visitor@example.in')).toBeVisible();
}

/** Ticks `name`'s row on the inquiries list and runs `action` from the bulk bar (on a phone, maybe under "और"). */
async function tickAndAct(page: Page, name: string, action: string) {
  await page.getByLabel('पूछताछ में खोजें').fill(name);
  await page.getByRole('checkbox', { name: `${name} चुनें` }).check();
  const bar = page.getByRole('region', { name: 'चुने गए रिकॉर्ड (पूछताछ) पर काम' });
  const button = bar.getByRole('button', { name: action, exact: true });
  if (!(await button.isVisible())) await bar.getByRole('button', { name: /^और/ }).click();
  await button.click();
}

test('a Hindi admin opens a record, acts on it and on ticked rows, and reads every toast and Undo in Hindi, at 1280 and 360 px', async ({
  browser,
}) => {
  const wide = await signedInPage(browser, office, { width: 1280, path: '/admin/account' });
  try {
    const page = wide.page;
    await chooseHindiOnAccountScreen(page);

    const id = await idOf(page, desk);
    await page.goto(`/admin/inquiries/${id}`);
    await expectHindiRecord(page, desk);
    await expect(page.getByRole('link', { name: '← पूछताछ पर वापस जाएँ' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'record-1280.png'), fullPage: true });

    // A status change: the Hindi toast, and the history says it in Hindi.
    await page.getByRole('combobox', { name: 'स्थिति बदलें' }).selectOption('contacted');
    await expect(toast(page)).toContainText('स्थिति बदलकर संपर्क हुआ की गई');
    await expect(page.getByRole('list', { name: 'बदलाव, नए पहले' }).getByRole('listitem').first()).toContainText(
      'स्थिति में बदलाव: नई से संपर्क हुआ',
    );

    // Into the Trash and back, from the record.
    await page.getByRole('button', { name: 'हटाएँ', exact: true }).click();
    await expect(toast(page)).toContainText('रिकॉर्ड (पूछताछ) ट्रैश में डाला गया');
    await expect(page.getByText('यह रिकॉर्ड (पूछताछ) ट्रैश में है।')).toBeVisible();
    await page.getByRole('button', { name: 'वापस लाएँ' }).click();
    await expect(toast(page)).toContainText('रिकॉर्ड (पूछताछ) वापस लाया गया');
    await expect(page.getByRole('button', { name: 'स्पैम बताएँ' })).toBeVisible();

    // A bulk action on the list: its toast and Undo in Hindi; Undo puts the status back.
    await page.getByRole('link', { name: '← पूछताछ पर वापस जाएँ' }).click();
    await tickAndAct(page, desk, 'बंद करें');
    await expect(toast(page)).toContainText('स्थिति बंद की गई: 1 पूछताछ');
    await toast(page).getByRole('button', { name: 'पहले जैसा करें' }).click();
    await expect(toast(page)).toContainText('पहले जैसा किया गया (स्थिति बंद की गई: 1 पूछताछ)');
    await page.goto(`/admin/inquiries/${id}`);
    await expect(page.getByRole('combobox', { name: 'स्थिति बदलें' })).toHaveValue('contacted');
  } finally {
    await wide.context.close();
  }

  // A phone: already Hindi (the account's choice), the record fits the screen, the same words.
  const small = await signedInPage(browser, office, { width: 360, path: '/admin' });
  try {
    const page = small.page;
    const id = await idOf(page, phone);
    await page.goto(`/admin/inquiries/${id}`);
    await expectHindiRecord(page, phone);
    await noSidewaysScroll(page);
    await page.screenshot({ path: path.join(SHOTS, 'record-360.png'), fullPage: true });

    await page.getByRole('button', { name: 'स्पैम बताएँ' }).click();
    await expect(toast(page)).toContainText('रिकॉर्ड (पूछताछ) स्पैम बताकर ट्रैश में डाला गया');
    await expect(page.getByText('यह रिकॉर्ड (पूछताछ) ट्रैश में है (स्पैम बताया गया)।')).toBeVisible();
    await page.getByRole('button', { name: 'वापस लाएँ' }).click();
    await expect(toast(page)).toContainText('रिकॉर्ड (पूछताछ) वापस लाया गया');

    await page.goto('/admin/inquiries');
    await tickAndAct(page, phone, 'हटाएँ');
    await expect(toast(page)).toContainText('ट्रैश में डाले गए: 1 पूछताछ');
    await noSidewaysScroll(page);
    await page.screenshot({ path: path.join(SHOTS, 'bulk-toast-360.png') });
    await toast(page).getByRole('button', { name: 'पहले जैसा करें' }).click();
    await expect(toast(page)).toContainText('पहले जैसा किया गया (ट्रैश में डाले गए: 1 पूछताछ)');
    await expect(page.getByRole('checkbox', { name: `${phone} चुनें` })).toBeVisible();
  } finally {
    await small.context.close();
  }
});
