import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { ADMIN } from '../support/env';

/**
 * Decision 026 / docs/decisions/026-hindi.md §7: an inquiry sent from a Hindi page is stored as
 * Hindi — through the app and through the plain post a phone makes before the app (or without
 * JavaScript) — and one sent from the English page stays English.
 */

/** The form's words on each language's page (its interface is the page's language, decision 026 §2). */
const WORDS = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    course: 'Course',
    message: 'Message',
    send: 'Submit Inquiry',
  },
  hi: { name: 'पूरा नाम', email: 'ई-मेल', phone: 'फ़ोन नंबर', course: 'कोर्स', message: 'संदेश', send: 'पूछताछ भेजें' },
} as const;

async function fillInquiry(page: Page, name: string, words: (typeof WORDS)[keyof typeof WORDS]) {
  await page.getByLabel(words.name).fill(name);
  await page.getByLabel(words.email).fill('hindi-form@example.in');
  await page.getByLabel(words.phone).fill('9876543210');
  await page.getByRole('combobox', { name: words.course }).selectOption({ value: 'spoken' });
  await page.getByLabel(words.message, { exact: true }).fill('शाम का बैच कब से है?');
}

/** The languages of the stored inquiries whose name matches, as the admin list has them. */
async function storedLanguages(request: APIRequestContext, name: string): Promise<string[]> {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const list = await request.get(`/api/admin/inquiries?q=${encodeURIComponent(name)}&page=1`);
  return ((await list.json()) as { items: Array<{ language: string }> }).items.map((i) => i.language);
}

test('an inquiry from /hi/InquiryForm is stored as Hindi; the same form in English stays English', async ({
  page,
  request,
}) => {
  const hindiName = `Hindi Form ${Date.now()}`;
  await page.goto('/hi/InquiryForm');
  await waitForApp(page);
  await fillInquiry(page, hindiName, WORDS.hi);
  await page.getByRole('button', { name: WORDS.hi.send }).click();
  await expect(page.getByLabel(WORDS.hi.name)).toHaveValue(''); // cleared only on success (docs/contract.md §3)
  await expect.poll(() => storedLanguages(request, hindiName)).toEqual(['hi']);

  const englishName = `English Form ${Date.now()}`;
  await page.goto('/InquiryForm');
  await waitForApp(page);
  await fillInquiry(page, englishName, WORDS.en);
  await page.getByRole('button', { name: WORDS.en.send }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect.poll(() => storedLanguages(request, englishName)).toEqual(['en']);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain post from a Hindi page carries the language too', async ({ page, request }) => {
    const name = `Hindi NoJS ${Date.now()}`;
    await page.goto('/hi/InquiryForm');
    await fillInquiry(page, name, WORDS.hi);
    await page.getByRole('button', { name: WORDS.hi.send }).click();
    await expect(page).toHaveURL(/sent=inquiry/);
    expect(await storedLanguages(request, name)).toEqual(['hi']);
  });
});
