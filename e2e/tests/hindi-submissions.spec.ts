import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { ADMIN } from '../support/env';
import { INQUIRY_FORM_WORDS } from '../support/inquiry-form-words';

/**
 * Decision 026 / docs/decisions/026-hindi.md §7: an inquiry sent from a Hindi page is stored as
 * Hindi — through the app and through the plain post a phone makes before the app (or without
 * JavaScript) — and one sent from the English page stays English. §3: the admission form's course
 * list on a Hindi page shows the courses' Hindi names, and what is stored is the English name the
 * server's catalogue knows.
 */

const WORDS = INQUIRY_FORM_WORDS;

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

/** The admissions stored under a name, as the admin list has them. */
async function storedAdmissions(request: APIRequestContext, name: string) {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const list = await request.get(`/api/admin/admissions?q=${encodeURIComponent(name)}&page=1`);
  return ((await list.json()) as { items: Array<{ course: string; mode: string; language: string }> }).items;
}

/** The course list as the applicant reads it: each choice's words, its value and its language mark. */
const courseChoices = (page: Page) =>
  page
    .getByRole('combobox', { name: 'कोर्स' })
    .locator('option')
    .evaluateAll((options) =>
      (options as HTMLOptionElement[])
        .filter((o) => o.value)
        .map((o) => ({ text: o.text.trim(), value: o.value, lang: o.getAttribute('lang') })),
    );

async function sendHindiAdmission(page: Page, name: string) {
  await page.getByLabel('पूरा नाम').fill(name);
  await page.getByLabel('ई-मेल').fill('hindi-admission@example.in');
  await page.getByLabel('फ़ोन नंबर (10 अंक)').fill('9876543210');
  // Chosen by the words the applicant reads.
  await page.getByRole('combobox', { name: 'कोर्स' }).selectOption({ label: 'टैली + जीएसटी (Tally + GST)' });
  await page.getByLabel('ऑफ़लाइन').check();
  await page.getByRole('button', { name: 'प्रवेश फ़ॉर्म भेजें' }).click();
}

/** Every course offered reads in Hindi (the shipped names keep the English in brackets) or is marked English. */
async function expectHindiCourseNames(page: Page) {
  const choices = await courseChoices(page);
  expect(choices.length).toBeGreaterThan(1);
  expect(choices).toContainEqual({ text: 'टैली + जीएसटी (Tally + GST)', value: 'Tally + GST', lang: null });
  for (const choice of choices) {
    if (choice.lang === 'en') expect(choice.text).toBe(choice.value);
    else expect(choice.text, choice.value).toMatch(/[\u0900-\u097F]/);
  }
}

test('/hi/AdmissionForm offers the courses by their Hindi names and stores the English name', async ({
  page,
  request,
}) => {
  const name = `Hindi Admission ${Date.now()}`;
  await page.goto('/hi/AdmissionForm');
  await waitForApp(page);
  await expectHindiCourseNames(page);
  await sendHindiAdmission(page, name);
  await expect(page.getByTestId('toast')).toHaveText(/प्रवेश सफल रहा!/);
  await expect
    .poll(() => storedAdmissions(request, name))
    .toEqual([expect.objectContaining({ course: 'Tally + GST', mode: 'Offline', language: 'hi' })]);
});

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

  test('the server-rendered /hi/AdmissionForm offers the Hindi names too; its plain post stores the English name', async ({
    page,
    request,
  }) => {
    const name = `Hindi Admission NoJS ${Date.now()}`;
    await page.goto('/hi/AdmissionForm');
    await expectHindiCourseNames(page);
    await sendHindiAdmission(page, name);
    await expect(page).toHaveURL(/sent=admission/);
    expect(await storedAdmissions(request, name)).toEqual([
      expect.objectContaining({ course: 'Tally + GST', mode: 'Offline', language: 'hi' }),
    ]);
  });
});
