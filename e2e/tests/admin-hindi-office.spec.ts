import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addAdminAccount, chooseHindiOnAccountScreen } from '../support/hindi-accounts';
import { answerWithStoredReleases, RELEASES_API } from '../support/stored-releases';
import { noSidewaysScroll, signedInPage } from './admin-helpers';

// The office screens in Hindi (docs/decisions/026-hindi.md §8): an owner who chose Hindi adds users
// (and is told in Hindi that one exists already), reads Activity, sets a lead's follow-up and opens
// Releases, at 1280 and 390 px. An owner account of its own, so the seeded owner every other spec
// uses keeps its English panel. Long content on purpose: long e-mails, a long message, many rows.

const run = Date.now().toString(36);
const office = { email: `hindi-office-${run}@dds.test`, password: `office ledger ${run} register` };
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi-office');
const LONG_MESSAGE =
  'Namaste, I want to join the evening batch of Spoken English after my college classes end at 6 pm. ' +
  'Please tell me the fees, whether there is an instalment option, and if I can bring my younger brother ' +
  'for a demo class on Saturday. We live near the bus stand, so timing matters a lot to us.';
const lead = (width: number) => `Rameshwar Prasad Chaturvedi ${width} ${run}`;
const teammates = Array.from(
  { length: 6 },
  (_, i) => `front-desk-counsellor-number-${i + 1}-${run}@dds-group-of-institutions.test`,
);

test.beforeAll(async ({ request }) => {
  await addAdminAccount(request, office, 'owner');
  for (const email of teammates) {
    const staff = await request.post('/api/admin/users', {
      data: { email, role: 'staff', password: `counsellor ${run} desk pass` },
    });
    expect(staff.status(), await staff.text()).toBe(201);
  }
  for (const width of [1280, 390]) await askAtLength(request, lead(width));
});

/** An inquiry with a long message, as the public form sends it (docs/contract.md §4). */
async function askAtLength(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/inquiry/inquiryform', {
    data: { name, email: 'rameshwar.prasad@example.in', phone: '9876543210', course: 'spoken', message: LONG_MESSAGE },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const toast = (page: Page) => page.getByTestId('toast');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name), fullPage: true });

/** Users: the list and the form in Hindi, the server's "already a user" in Hindi, a user added. */
async function users(page: Page, width: number) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'उपयोगकर्ता' })).toBeVisible();
  const table = page.getByRole('table', { name: 'एडमिन उपयोगकर्ता' });
  await expect(table.getByText(teammates[5]!)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `${teammates[0]} की भूमिका` })).toHaveValue('staff');
  const form = page.getByRole('region', { name: 'उपयोगकर्ता जोड़ें' });
  await form.getByLabel('ईमेल').fill(teammates[0]!);
  await form.getByRole('button', { name: 'उपयोगकर्ता जोड़ें' }).click();
  await expect(form.getByRole('alert')).toHaveText('इस ईमेल से एक एडमिन उपयोगकर्ता पहले से है।');
  const newcomer = `accounts-${width}-${run}@dds.test`;
  await form.getByLabel('ईमेल').fill(newcomer);
  await form.getByRole('button', { name: 'उपयोगकर्ता जोड़ें' }).click();
  await expect(toast(page)).toContainText(`${newcomer} को जोड़ा गया, भूमिका: स्टाफ़`);
  await expect(form.getByRole('status')).toContainText('अब इस पासवर्ड से लॉग इन कर सकते हैं');
  await noSidewaysScroll(page);
  await shot(page, `users-${width}.png`);
  return newcomer;
}

/** Activity: this owner's own entries, in Hindi sentences; the e-mail as typed. */
async function activity(page: Page, width: number, newcomer: string) {
  await page.goto(`/admin/activity?actor=${encodeURIComponent(office.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'गतिविधि' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'व्यक्ति' })).toHaveValue(office.email);
  const table = page.getByRole('table', { name: 'गतिविधि, नई पहले' });
  await expect(table.getByText(`${newcomer} को जोड़ा, भूमिका: स्टाफ़`)).toBeVisible();
  await expect(table.getByText('लॉग इन किया').first()).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, `activity-${width}.png`);
  // Everyone's: many rows, the long e-mails of the teammates added for this run.
  await page.getByRole('combobox', { name: 'व्यक्ति' }).selectOption('');
  await expect(table.getByText(/को जोड़ा, भूमिका: स्टाफ़/).first()).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, `activity-all-${width}.png`);
}

/** A lead's Reply and Follow-up in Hindi: the follow-up saved for today, its toast and status. */
async function followUp(page: Page, width: number) {
  const found = await page.request.get(`/api/admin/inquiries?q=${encodeURIComponent(lead(width))}&page=1`);
  const { items } = (await found.json()) as { items: Array<{ id: number }> };
  await page.goto(`/admin/inquiries/${items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${lead(width)} की ओर से पूछताछ` })).toBeVisible();
  const reply = page.getByRole('region', { name: 'जवाब' });
  await expect(reply.getByRole('link', { name: 'व्हाट्सऐप पर जवाब दें' })).toBeVisible();
  const box = page.getByRole('region', { name: 'फ़ॉलो-अप' });
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
  );
  await box.getByLabel('फ़ॉलो-अप की तारीख').fill(today);
  await box.getByRole('combobox', { name: 'किसे सौंपा गया' }).selectOption({ label: office.email });
  await box.getByRole('button', { name: 'फ़ॉलो-अप सहेजें' }).click();
  await expect(toast(page)).toContainText('फ़ॉलो-अप सहेजा गया');
  await expect(box.getByRole('status')).toHaveText(`आज करना है · ${office.email}`);
  await noSidewaysScroll(page);
  await shot(page, `follow-up-${width}.png`);
}

/** Releases: the screen in Hindi, first as the e2e server has it (nothing stored), then with stored releases. */
async function releases(page: Page, width: number) {
  await page.goto('/admin/releases');
  await expect(page.getByRole('heading', { level: 1, name: 'रिलीज़' })).toBeVisible();
  await expect(page.getByText('अभी कोई रिलीज़ सहेजी नहीं गई है — साइट अपने बिल्ड फ़ोल्डरों से चल रही है।')).toBeVisible();
  await answerWithStoredReleases(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'साइट का ढाँचा (Site frame)' })).toBeVisible();
  await expect(
    page.getByText('लोड नहीं हुआ: पिछले 7 दिनों में 4 ब्राउज़र रिलीज़ 1.0.0-20261126.1805.7a8b9c0 लोड नहीं कर पाए।'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'लाइव पर लौटें' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, `releases-${width}.png`);
  await page.unroute(RELEASES_API);
}

test('a Hindi owner works through users, Activity, a lead’s follow-up and releases, at 1280 and 390 px', async ({
  browser,
}) => {
  const wide = await signedInPage(browser, office, { width: 1280, path: '/admin/account' });
  try {
    const page = wide.page;
    await chooseHindiOnAccountScreen(page);
    const newcomer = await users(page, 1280);
    await activity(page, 1280, newcomer);
    await followUp(page, 1280);
    await releases(page, 1280);
  } finally {
    await wide.context.close();
  }

  // A phone: the account's language comes with the sign-in.
  const phone = await signedInPage(browser, office, { width: 390, path: '/admin' });
  try {
    const page = phone.page;
    await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    const newcomer = await users(page, 390);
    await activity(page, 390, newcomer);
    await followUp(page, 390);
    await releases(page, 390);
  } finally {
    await phone.context.close();
  }
});
