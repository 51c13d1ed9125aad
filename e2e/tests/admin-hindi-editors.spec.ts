import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { addAdminAccount, addHiddenCourse, chooseHindiThroughServer } from '../support/hindi-accounts';
import { noSidewaysScroll, signedInPage } from './admin-helpers';
import { changeSiteSettings, type SiteSettings } from './settings-helpers';

// The editing screens in Hindi (docs/decisions/026-hindi.md §8): a staff account that reads the
// panel in Hindi edits Settings and a course, at a desk and on a phone, and reads the labels, the
// save bar and the toasts in Hindi; what it typed is stored as typed. The course is its own, hidden
// and out of the admission form, and Settings are put back: the specs share one server.

const run = Date.now().toString(36);
const office = { email: `hindi-editor-${run}@dds.test`, password: `reception editors ${run} ledger` };
const courseName = `E2E Hindi desk course ${run}`;
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi-editors');
let courseId = 0;
let settingsBefore: SiteSettings;

test.beforeAll(async ({ request }) => {
  await addAdminAccount(request, office, 'staff');
  courseId = await addHiddenCourse(request, courseName, { modes: ['Offline'], feeFrom: false, batches: [] });
  // The account reads the panel in Hindi (chosen once, kept by the server).
  await chooseHindiThroughServer(office);
  settingsBefore = await changeSiteSettings(request, {});
});

test.afterAll(async ({ request }) => {
  await changeSiteSettings(request, settingsBefore);
  if (courseId) await request.delete(`/api/admin/courses/${courseId}`);
});

const toast = (page: Page) => page.getByTestId('toast');

async function editSettings(page: Page, officeHours: string, shot: string) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'संपर्क की जानकारी' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('केवल मालिक बदल सकते हैं');
  const hours = page.getByRole('textbox', { name: 'कार्यालय का समय', exact: true });
  await hours.fill(officeHours);
  await expect(page.getByText('आपके कुछ बदलाव अभी सहेजे नहीं गए हैं।')).toBeVisible();
  await page.getByRole('button', { name: 'सेटिंग्स सहेजें' }).click();
  await expect(toast(page)).toContainText('सेटिंग्स सहेजी गईं — अब साइट पर दिख रही हैं');
  await expect(page.getByText('सभी बदलाव सहेजे गए।')).toBeVisible();
  await expect(hours).toHaveValue(officeHours); // as typed: values are the owner's data
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
}

/** `addBatch`: the course has no batch yet (the desk adds it; the phone rewords it). */
async function editCourse(page: Page, batch: string, addBatch: boolean, shots: [string, string]) {
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^सभी कोर्स \(\d+\)$/ })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, shots[0]), fullPage: false });
  await page.goto(`/admin/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'कोर्स बदलें' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'नाम', exact: true })).toHaveValue(courseName);
  if (addBatch) await page.getByRole('button', { name: 'बैच जोड़ें' }).click();
  await page.getByRole('textbox', { name: 'बैच 1', exact: true }).fill(batch);
  await expect(page.getByRole('group', { name: 'बैच का समय हिन्दी में (1 बाकी)' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, shots[1]), fullPage: true });
  await page.getByRole('button', { name: 'कोर्स सहेजें' }).click();
  await expect(toast(page)).toContainText(`${courseName} सहेजा गया: अब साइट पर दिख रहा है`);
  await expect(page.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
}

test('a Hindi admin edits Settings and a course at a desk (1280 px) and on a phone (360 px)', async ({
  browser,
  request,
}) => {
  const desk = await signedInPage(browser, office, { width: 1280, path: '/admin' });
  try {
    await expect(desk.page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await editSettings(desk.page, `Mon–Sat, 9 am – 6 pm (${run})`, 'settings-1280.png');
    await editCourse(desk.page, 'Mon–Sat, 7–8 am', true, ['courses-1280.png', 'course-edit-1280.png']);
  } finally {
    await desk.context.close();
  }
  const phone = await signedInPage(browser, office, { width: 360, path: '/admin' });
  try {
    await expect(phone.page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await editSettings(phone.page, `Mon–Sat, 10 am – 5 pm (${run})`, 'settings-360.png');
    await editCourse(phone.page, 'Sun, 4–6 pm', false, ['courses-360.png', 'course-edit-360.png']);
  } finally {
    await phone.context.close();
  }
  // Stored as typed, whatever the panel's language.
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const settings = (await (await request.get('/api/admin/settings')).json()) as SiteSettings;
  expect(settings.officeHours).toBe(`Mon–Sat, 10 am – 5 pm (${run})`);
  const courses = (await (await request.get('/api/admin/courses')).json()) as Array<{ id: number; batches: string[] }>;
  expect(courses.find((c) => c.id === courseId)?.batches).toEqual(['Sun, 4–6 pm']);
});
