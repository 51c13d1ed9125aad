import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { acceptNextDialog, expect } from '../support/fixtures';
import { waitForApp } from '../support/app-ready';
import { ADMIN, E2E_PORT } from '../support/env';

/**
 * A browser of its own (a phone or a desk) logged in as `account` through the login screen at
 * `path`, which it then shows. The caller closes the context.
 */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  { width, path }: { width: number; path: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(path);
  await logInOnScreen(page, account);
  return { context, page };
}

/** Fills the login screen on `page` with `account` and presses Log in, as a person would; waits for the alert of docs/contract.md §5. */
async function logInOnScreen(page: Page, account: { email: string; password: string }) {
  // The app must have taken the server's login screen over (the fixture's pages wait for it on goto;
  // a page of another context does not): a click before that posts the plain no-JS form instead,
  // which logs in without the app's "Login Successful" alert.
  await waitForApp(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await alert).toBe('Login Successful');
}

/**
 * Answers the admin's confirmation that asks `question` (its heading) with `button` — the confirm
 * button's words or 'Cancel' — and waits for it to close. Gives back what it said.
 */
export async function answerConfirmation(page: Page, question: string, button: string): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  const said = await dialog.innerText();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return said;
}

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
export async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** Logs in through the screen the administrator uses and waits for the alert and the dashboard. */
export async function logInThroughScreen(page: Page, path = '/admin') {
  await page.goto(path);
  await logInOnScreen(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Submits an inquiry the way the public form does (docs/contract.md §4). */
export async function submitInquiry(request: APIRequestContext, name: string, course = 'spoken') {
  const answer = await request.post('/api/inquiry/inquiryform', {
    data: { name, email: 'visitor@example.in', phone: '9876543210', course, message: 'Evening batch?' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Submits an admission the way the public form does (docs/contract.md §4). */
export async function submitAdmission(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/admission/admissionform', {
    data: { name, email: 'applicant@example.in', phone: '9876543210', course: 'Tally + GST', mode: 'Offline' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A valid 1×1 PNG (signature, IHDR, IDAT, IEND): the server checks uploads by their bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Submits a donation with a payment screenshot, as the public donation modal does (multipart). */
export async function submitDonation(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/donation', {
    multipart: {
      name,
      email: 'donor@example.in',
      screenshot: { name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The smallest well-formed one-page PDF (objects, xref table with exact offsets, trailer). */
export function tinyPdf(text = 'DDS certificate'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 10 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads a certificate through the dashboard's form (already open), as the administrator does. */
export async function uploadCertificate(page: Page, student: { name: string; roll: string; dob: string }) {
  await page.getByLabel('Student name').fill(student.name);
  await page.getByLabel('Roll number').fill(student.roll);
  await page.getByLabel('Date of birth').fill(student.dob);
  await page
    .getByLabel('Certificate PDF')
    .setInputFiles({ name: 'asha.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  expect(await alert).toBe('Certificate uploaded successfully');
}
