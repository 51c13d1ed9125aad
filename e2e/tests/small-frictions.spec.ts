import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { openPage, toast } from './public-helpers';

/** Decision 021: the small things a visitor trips over. */

test('common misspellings of the routes redirect (301) to the spellings of docs/contract.md §2', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/OnlineCourses', '/OnilneCourses'],
    ['/online-courses', '/OnilneCourses'],
    ['/offline-courses', '/OfflineCourses'],
    ['/courses', '/OfflineCourses'],
    ['/contact', '/InquiryForm'],
    ['/admission', '/AdmissionForm'],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect([from, answer.status(), answer.headers().location]).toEqual([from, 301, to]);
  }
  // The spec's own spelling, typo included, is not redirected.
  expect((await request.get('/OnilneCourses', { maxRedirects: 0 })).status()).toBe(200);
});

test('/registrationform leads on to the admission form', async ({ page }) => {
  await openPage(page, '/registrationform', 'Registration Form');
  await page.getByRole('link', { name: 'Fill in the admission form' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission Form');
});

test('a services page asks about a project without forcing a course; the admin sees a business inquiry', async ({
  page,
}) => {
  const company = `Kapoor Sweets ${Date.now().toString(36)}`;
  await openPage(page, '/Seo');
  await page.getByRole('link', { name: 'Talk to us about your project' }).click();
  await expect(page).toHaveURL(/\/InquiryForm\?kind=business&topic=seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to us about your project');
  await expect(page.getByLabel('What is your project about?')).toHaveValue('seo');
  await expect(page.getByLabel('Course', { exact: true })).toHaveCount(0);
  await page.getByLabel('Full name').fill(company);
  await page.getByLabel('Email').fill('owner@kapoorsweets.in');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Message').fill('We want more customers from Google Maps.');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(toast(page)).toContainText('Thank you! Your inquiry has been submitted.');

  await logInThroughScreen(page, `/admin/inquiries?q=${encodeURIComponent(company)}`);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('Business');
  await expect(row).toContainText('SEO');
});

test('after a certificate search the result takes the focus', async ({ page }) => {
  await openPage(page, '/GetInTouch');
  await page.getByLabel('Name').fill('Nobody Here');
  await page.getByLabel('Roll number').fill('NOPE-1');
  await page.getByLabel('Date of birth').fill('2001-01-01');
  await page.getByRole('button', { name: 'Search certificate' }).click();
  const outcome = page.locator('#certificate-outcome');
  await expect(outcome).toContainText('Wrong Input! Please check your details.');
  await expect(outcome).toBeFocused();
});
