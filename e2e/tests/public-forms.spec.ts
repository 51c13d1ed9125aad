import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { PDF_MIN, PNG_1PX, openPage, toast, watchConsole } from './public-helpers';
import { changeSiteSettings, type SiteSettings } from './settings-helpers';

const MSG = {
  inquiryEmpty: '⚠️ Please fill all required fields!',
  inquiryFailure: '❌ Something went wrong!',
  admissionEmpty: 'Please fill all fields!',
  admissionFailure: 'Something went wrong!',
  donationDefault: 'Thank you! Your details and screenshot have been submitted.',
  donationFailure: 'Error submitting donation details.',
  certificateNoMatch: 'Wrong Input! Please check your details.',
};

const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) };

async function fillInquiry(page: Page) {
  await page.getByLabel('Full name').fill('E2E Visitor');
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Spoken English' });
  await page.getByLabel('Message', { exact: true }).fill('Is there an evening batch?');
}
const sendInquiry = (page: Page) => page.getByRole('button', { name: 'Submit Inquiry' }).click();

test.describe('inquiry form', () => {
  test('success: server message in a black toast, fields cleared', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await openPage(page, '/InquiryForm');
    await fillInquiry(page);
    await sendInquiry(page);
    await expect(toast(page)).toHaveAttribute('data-kind', 'success');
    await expect(toast(page)).toContainText('Thank you');
    await expect(toast(page)).toHaveCSS('background-color', 'rgb(17, 17, 17)');
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('');
    // It clears itself after about 3 s.
    await expect(toast(page)).toHaveCount(0, { timeout: 5000 });
    consoleWatch.expectNone();
  });

  test('empty fields: the browser blocks, a blank one gets the red toast, nothing is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/inquiry/') && posts++);
    await openPage(page, '/');
    await sendInquiry(page);
    expect(await page.getByLabel('Full name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await fillInquiry(page);
    await page.getByLabel('Message', { exact: true }).fill('   ');
    await sendInquiry(page);
    await expect(toast(page)).toHaveText(new RegExp(MSG.inquiryEmpty.replace(/[!?]/g, '\\$&')));
    await expect(toast(page)).toHaveAttribute('data-kind', 'error');
    await expect(toast(page)).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    expect(posts).toBe(0);
  });

  test('server failure: "Something went wrong", values kept', async ({ page }) => {
    await page.route('**/api/inquiry/inquiryform', (r) => r.fulfill(serverError));
    await openPage(page, '/InquiryForm');
    await fillInquiry(page);
    await sendInquiry(page);
    await expect(toast(page)).toContainText(MSG.inquiryFailure);
    await expect(page.getByLabel('Full name')).toHaveValue('E2E Visitor');
  });

  test('success false: the server message as an error, values kept', async ({ page }) => {
    await page.route('**/api/inquiry/inquiryform', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'We are closed for Diwali.' }),
      }),
    );
    await openPage(page, '/InquiryForm');
    await fillInquiry(page);
    await sendInquiry(page);
    await expect(toast(page)).toContainText('We are closed for Diwali.');
    await expect(toast(page)).toHaveAttribute('data-kind', 'error');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Is there an evening batch?');
  });
});

async function fillAdmission(page: Page) {
  await page.getByLabel('Full name').fill('E2E Student');
  await page.getByLabel('Email').fill('student@example.com');
  await page.getByLabel('Phone (10 digits)').fill('9876543210');
  await page.getByRole('combobox', { name: 'Course' }).selectOption('Python');
  await page.getByLabel('Online').check();
}
const sendAdmission = (page: Page) => page.getByRole('button', { name: 'Submit Admission' }).click();

test.describe('admission form', () => {
  test('success: server message, reset, then home after 3 s', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await openPage(page, '/AdmissionForm');
    await fillAdmission(page);
    await sendAdmission(page);
    await expect(toast(page)).toHaveAttribute('data-kind', 'success');
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
    consoleWatch.expectNone();
  });

  test('phone must be exactly 10 digits (browser rule)', async ({ page }) => {
    await openPage(page, '/AdmissionForm');
    await fillAdmission(page);
    await page.getByLabel('Phone (10 digits)').fill('12345');
    expect(
      await page.getByLabel('Phone (10 digits)').evaluate((el: HTMLInputElement) => el.validity.patternMismatch),
    ).toBe(true);
  });

  test('an empty field: "Please fill all fields!" and nothing sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/admission/') && posts++);
    await openPage(page, '/AdmissionForm');
    await fillAdmission(page);
    await page.getByLabel('Full name').fill('  ');
    await sendAdmission(page);
    await expect(toast(page)).toHaveText(/Please fill all fields!/);
    await expect(toast(page)).toHaveAttribute('data-kind', 'error');
    expect(posts).toBe(0);
  });

  test('server failure: "Something went wrong!" for 3 s, no redirect', async ({ page }) => {
    await page.route('**/api/admission/admissionform', (r) => r.fulfill(serverError));
    await openPage(page, '/AdmissionForm');
    await fillAdmission(page);
    await sendAdmission(page);
    await expect(toast(page)).toHaveText(/^Something went wrong!/);
    await expect(toast(page)).toHaveCount(0, { timeout: 5000 });
    await expect(page).toHaveURL(/\/AdmissionForm$/i);
    await expect(page.getByLabel('Full name')).toHaveValue('E2E Student');
  });
});

/** The text of the next window.alert, accepted at once (the page is blocked until it is). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test.describe('donation', () => {
  // The donation box offers a QR code and the form only once the institute has set its UPI id.
  let before: SiteSettings;
  test.beforeAll(async ({ request }) => {
    before = await changeSiteSettings(request, { upiId: 'dds-e2e@sbi', upiPayee: 'DDS E2E Trust' });
  });
  test.afterAll(async ({ request }) => {
    await changeSiteSettings(request, before);
  });

  async function openModal(page: Page) {
    await openPage(page, '/donation');
    await expect(page.getByText('Tax-exempt with receipts')).toBeVisible();
    await expect(page.getByText('Monthly reports')).toBeVisible();
    await page.getByRole('button', { name: 'Donate Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Donate by UPI' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  async function fill(page: Page) {
    await page.getByLabel('Name').fill('E2E Donor');
    await page.getByLabel('Email').fill('donor@example.com');
    await page
      .getByLabel('Payment screenshot')
      .setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByAltText('Preview of the chosen screenshot')).toBeVisible();
  }

  test('the modal shows an in-page UPI QR and pay link; Escape and Close close it', async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole('img', { name: /UPI QR code/ })).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(dialog.getByRole('link', { name: /tap to pay/i })).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=.+&pn=.+&cu=INR$/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Donate Now' })).toBeFocused();
  });

  test('success: alert with the server message, modal closes; reopened form is empty', async ({ page }) => {
    const dialog = await openModal(page);
    await fill(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Submit donation details' }).click();
    const message = await alert;
    expect(message.length).toBeGreaterThan(0);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByAltText('Preview of the chosen screenshot')).toHaveCount(0);
  });

  test('failure: alert "Error submitting donation details."', async ({ page }) => {
    await page.route('**/api/donation', (r) => r.fulfill(serverError));
    const dialog = await openModal(page);
    await fill(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Submit donation details' }).click();
    const message = await alert;
    expect(message).toBe(MSG.donationFailure);
    await expect(dialog).toBeVisible();
  });

  test('success alert falls back to the default text when the server gives none', async ({ page }) => {
    await page.route('**/api/donation', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{"message":""}' }),
    );
    await openModal(page);
    await fill(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Submit donation details' }).click();
    const message = await alert;
    expect(message).toBe(MSG.donationDefault);
  });
});

test.describe('certificate lookup', () => {
  test('no match: the error; a match (uploaded by the admin): the download link, error cleared', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.ok()).toBe(true);
    const upload = await request.post('/api/certificates/upload', {
      multipart: {
        name: 'Priya Sharma',
        roll: 'E2E-101',
        dob: '2004-05-17',
        file: { name: 'c.pdf', mimeType: 'application/pdf', buffer: PDF_MIN },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);

    const consoleWatch = watchConsole(page);
    await openPage(page, '/GetInTouch');
    const search = async (name: string) => {
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Roll number').fill('E2E-101');
      await page.getByLabel('Date of birth').fill('2004-05-17');
      await page.getByRole('button', { name: 'Search certificate' }).click();
    };
    await search('Nobody');
    await expect(page.getByRole('alert')).toHaveText(MSG.certificateNoMatch);
    await search('  priya sharma ');
    const link = page.locator('main').getByRole('link', { name: /Download Certificate/ });
    await expect(link).toHaveAttribute('href', /\/api\/certificates\/download\//);
    await expect(page.getByText(MSG.certificateNoMatch)).toHaveCount(0);
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.headers()['content-type']).toContain('application/pdf');
    // A missed lookup is an ordinary answer: not even a failed-resource line in the visitor's console.
    expect(consoleWatch.errors).toEqual([]);
  });
});
