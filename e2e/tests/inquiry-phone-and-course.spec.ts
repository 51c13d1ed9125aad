import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { openPage, toast } from './public-helpers';

// docs/decisions/018-phones-and-leads.md: a lead can always be called back and says what it is about.
const SHOTS = '/work/tmp/shots/018';
const MESSAGE = 'Phone must be a 10-digit mobile number, like 98765 43210 (+91 or 0 in front is fine)';

for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 900 }]) {
  test(`at ${size.width} px a phone that is not a mobile number is named under the field and nothing is sent`, async ({ page }) => {
    await page.setViewportSize(size);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await openPage(page, '/InquiryForm');
    const name = `Phone Check ${size.width} ${Date.now()}`;
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('phone-check@example.in');
    const phone = page.getByLabel('Phone');
    await phone.fill('12');
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Spoken English' });
    await page.getByLabel('Message', { exact: true }).fill('Evening batch?');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await phone.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/inquiry-phone-error-${size.width}.png` });

    await phone.fill('+91-98765-12345');
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(toast(page)).toContainText('Thank you');
  });
}

test('"Send an inquiry" on a course page records the course; the office sees it and finds the phone however typed', async ({ page }) => {
  await openPage(page, '/courses/mern-stack');
  await page.getByRole('link', { name: 'Send an inquiry' }).click();
  await expect(page).toHaveURL(/\/InquiryForm\?course=mern-stack$/);
  await expect(page.getByText('Your inquiry is about MERN Stack.')).toBeVisible();
  const name = `Course Page ${Date.now()}`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('course-page@example.in');
  await page.getByLabel('Phone').fill('098765 12345');
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Computer Course' });
  await page.getByLabel('Message', { exact: true }).fill('Weekend batch?');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(toast(page)).toContainText('Thank you');

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughScreen(page, `/admin/inquiries?q=${encodeURIComponent('+91-98765-12345')}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Computer Course · MERN Stack');
  await expect(row).toContainText('+91 98765 12345');
  await page.screenshot({ path: `${SHOTS}/admin-inquiry-course-page-1280.png` });
});

