import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { openPage, toast } from './public-helpers';

// docs/decisions/018-phones-and-leads.md: a lead is never refused for its phone, says what it is
// about, and is found however the number is typed.
const SHOTS = '/work/tmp/shots/018';

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${size.width} px a phone that is not an Indian number is sent, and the office sees it flagged`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openPage(page, '/InquiryForm');
    const name = `Phone Check ${size.width} ${Date.now()}`;
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('phone-check@example.in');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Spoken English' });
    await page.getByLabel('Message', { exact: true }).fill('Evening batch?');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(toast(page)).toContainText('Thank you');

    await logInThroughScreen(page, `/admin/inquiries?q=${encodeURIComponent(name)}`);
    // (The name is also in the search chip: the record's link is the row.)
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('Check number').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/admin-phone-check-${size.width}.png` });
  });
}

test('"Send an inquiry" on a course page records the course; the office sees it and finds the phone however typed', async ({
  page,
}) => {
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
  await expect(row).toContainText('98765 12345');
  await expect(row.getByRole('link', { name: '98765 12345' })).toHaveAttribute('href', 'tel:+919876512345');
  await page.screenshot({ path: `${SHOTS}/admin-inquiry-course-page-1280.png` });
});
