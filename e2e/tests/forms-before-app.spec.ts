import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { ADMIN } from '../support/env';
import { holdScripts } from '../support/hold-scripts';

/**
 * A phone on slow data shows the server's page seconds before the app is ready; some visitors
 * have JavaScript off. A form sent in that time must reach the server as a POST (nothing personal
 * in a URL), be stored, and answer with the page saying what happened — and whatever the visitor
 * typed before the app took over stays in the form.
 */

const visitor = (tag: string) => ({
  name: `Before App ${tag} ${Date.now()}`,
  email: 'early@example.in',
  phone: '9876543210',
  message: 'Evening batch please',
});

async function fillInquiry(page: Page, v: ReturnType<typeof visitor>, email = v.email) {
  await page.getByLabel('Full name').fill(v.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(v.phone);
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Spoken English' });
  await page.getByLabel('Message', { exact: true }).fill(v.message);
}

/** Names of stored inquiries matching a search, as the admin sees them. */
async function storedInquiries(request: APIRequestContext, q: string): Promise<string[]> {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const list = await request.get(`/api/admin/inquiries?q=${encodeURIComponent(q)}&page=1`);
  return ((await list.json()) as { items: Array<{ name: string }> }).items.map((i) => i.name);
}

/** Every URL the page requested, to prove no personal data went into one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r: Request) => urls.push(r.url()));
  return urls;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an inquiry is posted, stored and thanked for; nothing personal in any URL', async ({ page, request }) => {
    const v = visitor('nojs');
    const urls = recordUrls(page);
    await page.goto('/InquiryForm');
    await fillInquiry(page, v);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page).toHaveURL(/\/InquiryForm\?sent=inquiry#inquiry-outcome$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been submitted.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    expect(urls.filter((u) => /Before|early|9876543210/.test(decodeURIComponent(u)))).toEqual([]);
    expect(await storedInquiries(request, v.name)).toEqual([v.name]);
  });

  test('a refused inquiry shows the server message and keeps every value', async ({ page, request }) => {
    const v = visitor('refused');
    await page.goto('/');
    // The browser accepts "name@host" as an e-mail; the server wants a real domain.
    await fillInquiry(page, v, 'visitor@localhost');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByRole('alert')).toContainText(/e-?mail/i);
    await expect(page.getByLabel('Full name')).toHaveValue(v.name);
    await expect(page.getByLabel('Email')).toHaveValue('visitor@localhost');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(v.message);
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('spoken');
    expect(await storedInquiries(request, v.name)).toEqual([]);
  });

  test('an admission is stored with the spec message; a certificate miss shows the spec message', async ({ page }) => {
    await page.goto('/AdmissionForm');
    await page.getByLabel('Full name').fill('No Script Applicant');
    await page.getByLabel('Email').fill('applicant@example.in');
    await page.getByLabel('Phone (10 digits)').fill('9876543210');
    await page.getByRole('combobox', { name: 'Course' }).selectOption('Python');
    await page.getByRole('radio', { name: 'Offline' }).check();
    await page.getByRole('button', { name: 'Submit Admission' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Admission Successful!' })).toBeVisible();

    await page.goto('/GetInTouch');
    await page.getByLabel('Name').fill('Nobody Here');
    await page.getByLabel('Roll number').fill('X-1');
    await page.getByLabel('Date of birth').fill('2004-05-17');
    await page.getByRole('button', { name: 'Search certificate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong Input! Please check your details.');
    await expect(page.getByLabel('Name')).toHaveValue('Nobody Here');
  });
});

test.describe('before the app has loaded (slow phone)', () => {
  /** Holds the public-site remote's entry until `release()`: the page is the server's HTML only. */
  const holdTheApp = (page: Page) => holdScripts(page, '**/remotes/public-site/remoteEntry.js');

  test('Submit pressed before the app is ready posts the form: stored, thanked, and the app then shows the same', async ({
    page,
    request,
  }) => {
    const v = visitor('slow');
    const release = await holdTheApp(page);
    await page.goto('/InquiryForm', { waitUntil: 'domcontentloaded' });
    await fillInquiry(page, v);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page).toHaveURL(/\/InquiryForm\?sent=inquiry#inquiry-outcome$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been submitted.' }),
    ).toBeVisible();
    expect(await storedInquiries(request, v.name)).toEqual([v.name]);
    release();
    await waitForApp(page);
    // The live app took over the page and still says it.
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been submitted.' }),
    ).toBeVisible();
  });

  test('what was typed before the app took over stays in the form, caret in the same field', async ({ page }) => {
    const v = visitor('typed');
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill(v.name);
    await page.getByLabel('Phone').fill(v.phone);
    await page.getByLabel('Message', { exact: true }).fill('typed while waiting');
    await page.getByLabel('Message', { exact: true }).focus();
    release();
    await waitForApp(page);
    await expect(page.getByLabel('Full name')).toHaveValue(v.name);
    await expect(page.getByLabel('Phone')).toHaveValue(v.phone);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('typed while waiting');
    await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
  });
});
