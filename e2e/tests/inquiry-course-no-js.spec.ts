import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';

// docs/decisions/018-phones-and-leads.md, before (or without) the app: plain Playwright, not the
// fixture that waits for the app on every page.
test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('the server names the course page on the form and a plain post records it; the phone stored as its ten digits', async ({
    page,
    request,
  }) => {
    await page.goto('/InquiryForm?course=mern-stack');
    await expect(page.getByText('Your inquiry is about MERN Stack.')).toBeVisible();
    await page.getByLabel('Phone').fill('+91 98765 12345');
    const name = `No JS Course ${Date.now()}`;
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('nojs-course@example.in');
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Both' });
    await page.getByLabel('Message', { exact: true }).fill('Fees?');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText('Thank you! Your inquiry has been submitted.')).toBeVisible();
    const login = await request.post('/api/admin/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    const stored = (await (await request.get(`/api/admin/inquiries?q=${encodeURIComponent(name)}`)).json()) as Array<{
      course: string;
      coursePage: string;
      phone: string;
    }>;
    expect(stored).toMatchObject([{ course: 'both', coursePage: 'MERN Stack', phone: '9876512345' }]);
  });
});
