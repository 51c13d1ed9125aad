import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addAdminAccount, addHiddenCourse, chooseHindiThroughServer } from '../support/hindi-accounts';
import { noSidewaysScroll, signedInPage } from './admin-helpers';

// The content screens in Hindi (docs/decisions/026-hindi.md §8): a staff account that reads the
// panel in Hindi goes through the courses list, Site text, People, the gallery and the videos at a
// desk and on a phone, one real path on each, with long content. What it adds it deletes again,
// and its course is hidden: the specs share one server.

const run = Date.now().toString(36);
const office = { email: `hindi-content-${run}@dds.test`, password: `reception content ${run} ledger` };
const courseName = `E2E Hindi content course with a long name for the narrow phone row ${run}`;
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi-content');
const LONG_QUOTE =
  'The teachers explained every step of Tally and GST again and again until the whole batch understood it, and the practice sessions in the lab every evening made the difference for me when I applied for my first accounts job in Sitapur.';
let courseId = 0;

test.beforeAll(async ({ request }) => {
  await addAdminAccount(request, office, 'staff');
  courseId = await addHiddenCourse(request, courseName, {
    modes: [],
    feeFrom: true,
    batches: ['Mon–Sat, 7–8 am', 'Sun, 4–6 pm'],
  });
  await chooseHindiThroughServer(office);
});

test.afterAll(async ({ request }) => {
  if (courseId) await request.delete(`/api/admin/courses/${courseId}`);
});

const toast = (page: Page) => page.getByTestId('toast');
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });

async function courses(page: Page, width: number) {
  await page.goto('/admin/courses');
  const row = page.getByTestId('course-row').filter({ hasText: courseName });
  // The list is drawn again once its drag code has come (its grips): the rows are final then.
  await expect(row.getByRole('button', { name: `क्रम बदलने के लिए खींचें: ${courseName}` })).toBeVisible();
  await expect(row).toContainText('कोई माध्यम नहीं: किसी कोर्स पेज पर नहीं');
  await expect(row).toContainText('छिपा हुआ');
  await expect(row).toContainText('फ़ीस ₹4,500 से · 2 बैच');
  await expect(page.getByRole('heading', { name: /^होम पेज पर ख़ास \(\d+\)$/ })).toBeVisible();
  // Deleting is the owner's: staff are told so in Hindi, and the course stays.
  const remove = row.getByRole('button', { name: `${courseName} हटाएँ` });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for an aria-disabled control to become enabled; a person can still press it.
  await remove.click({ force: true });
  await expect(toast(page)).toContainText('कोर्स सिर्फ़ मालिक हटा सकते हैं।');
  await expect(row).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'courses', width);
}

async function siteText(page: Page, width: number) {
  await page.goto('/admin/site-text');
  await expect(page.getByRole('heading', { level: 1, name: 'साइट के शब्द' })).toBeVisible();
  const heading = page.getByRole('textbox', { name: 'मुख्य शीर्षक', exact: true });
  await heading.fill('');
  await page.getByRole('button', { name: 'सहेजें मुख्य शीर्षक', exact: true }).click();
  await expect(page.getByText('पेज का ऊपरी हिस्सा › मुख्य शीर्षक ख़ाली नहीं छोड़ा जा सकता।')).toBeVisible();
  await page.getByRole('button', { name: 'मेरे बदलाव हटाएँ' }).first().click();
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, `site-text-${width}.png`) }); // the page is very long: its top
}

async function people(page: Page, width: number) {
  const student = `Asha Verma ${run} ${width}`;
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { level: 1, name: 'लोग' })).toBeVisible();
  const form = page.getByRole('region', { name: 'राय जोड़ें' });
  await form.getByLabel('विद्यार्थी का नाम', { exact: true }).fill(student);
  await form.getByLabel('कोर्स', { exact: true }).fill('Tally + GST');
  await form.getByLabel('वर्ष', { exact: true }).fill('2025');
  await form.getByLabel('विद्यार्थी के शब्द', { exact: true }).fill(LONG_QUOTE);
  await form.getByRole('button', { name: 'राय जोड़ें' }).click();
  await expect(toast(page)).toContainText('जोड़ा गया: अब साइट पर दिख रहा है');
  await expect(page.getByText(student)).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'people', width);
  await page.getByRole('button', { name: `${student} की राय हटाएँ` }).click();
  const dialog = page.getByRole('alertdialog', { name: `${student} की राय हटाएँ?` });
  await expect(dialog).toContainText('साइट पर इसका दिखना उसी समय बंद हो जाएगा।');
  await dialog.getByRole('button', { name: 'हटाएँ' }).click();
  await expect(toast(page).last()).toContainText(`हटाया गया: ${student} की राय`);
}

async function gallery(page: Page, width: number) {
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'गैलरी' })).toBeVisible();
  // A camera's file name gives no caption: the upload is refused before sending, in Hindi.
  await page.getByLabel('फ़ोटो', { exact: true }).setInputFiles({
    name: 'IMG_20261211_104512.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  });
  await page.getByRole('button', { name: 'फ़ोटो अपलोड करें' }).click();
  await expect(page.getByText('कैप्शन लिखें: जो विज़िटर फ़ोटो नहीं देख सकते', { exact: false })).toBeVisible();
  await expect(page.getByTestId('queued-photo-state')).toHaveText('नहीं जुड़ी');
  await noSidewaysScroll(page);
  await shot(page, 'gallery', width);
}

async function videos(page: Page, width: number) {
  const title = `Annual function ${run} ${width}: prize giving, cultural programme and the principal’s speech`;
  await page.goto('/admin/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'वीडियो' })).toBeVisible();
  await page.getByLabel('YouTube लिंक', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByLabel('शीर्षक', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'वीडियो जोड़ें' }).click();
  await expect(toast(page)).toContainText('वीडियो जुड़ गया: अब यह वीडियो पेज पर है');
  const video = `वीडियो “${title}”`;
  await expect(page.getByRole('button', { name: `${video} का शीर्षक बदलें` })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'videos', width);
  await page.getByRole('button', { name: `${video} हटाएँ` }).click();
  await page
    .getByRole('alertdialog', { name: `${video} हटाएँ?` })
    .getByRole('button', { name: 'हटाएँ' })
    .click();
  await expect(toast(page).last()).toContainText(`हटाया गया: ${video}`);
}

for (const width of [1280, 390]) {
  test(`a Hindi admin works through the content screens at ${width} px`, async ({ browser }) => {
    const { page, context } = await signedInPage(browser, office, { width, path: '/admin' });
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
      await courses(page, width);
      await siteText(page, width);
      await people(page, width);
      await gallery(page, width);
      await videos(page, width);
    } finally {
      await context.close();
    }
  });
}
