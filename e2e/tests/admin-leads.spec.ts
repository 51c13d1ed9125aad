import path from 'node:path';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, noSidewaysScroll, signedInPage } from './admin-helpers';

// docs/decisions/024-follow-ups-replies-and-reports.md, as the owner and as staff, on a phone
// (390 px) and a desktop (1280 px): a follow-up set on a lead shows in the dashboard's queue and
// opens the filtered list; "Reply on WhatsApp" carries the template's words; Reports draws its
// chart (Chart.js, loaded only there) beside the tables and downloads a CSV.

const run = Date.now().toString(36);
const staff = { email: `desk-${run}@dds.test`, password: `front desk ${run} leads` };
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-leads');

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const added = await request.post('/api/admin/users', {
    data: { email: staff.email, role: 'staff', password: staff.password },
  });
  expect(added.status(), await added.text()).toBe(201);
});

for (const width of [390, 1280]) {
  test(`at ${width} px staff set a follow-up, the owner's queue shows it due and the list opens filtered; WhatsApp carries the template`, async ({
    page,
    browser,
    request,
  }) => {
    const name = `Lead ${width} ${run}`;
    const sent = await request.post('/api/inquiry/inquiryform', {
      data: {
        name,
        email: `lead${width}-${run}@example.in`,
        phone: '+91 98765 0' + String(width).padStart(4, '0'),
        course: 'computer',
        message: 'Fees?',
      },
    });
    expect(sent.ok()).toBe(true);
    expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
    const found = await request.get(`/api/admin/inquiries?q=${encodeURIComponent(name)}`);
    const [{ id }] = (await found.json()) as [{ id: number }];

    // Staff: the record view's Reply and Follow-up boxes.
    const desk = await signedInPage(browser, staff, { width, path: `/admin/inquiries/${id}` });
    const reply = desk.page.getByRole('region', { name: 'Reply' });
    await expect(reply.getByRole('textbox', { name: 'WhatsApp message' })).toHaveValue(
      new RegExp(`^Namaste ${name}, thank you for asking about Computer Course`),
    );
    const whatsapp = reply.getByRole('link', { name: 'Reply on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919876\d{6}\?text=Namaste%20Lead/);
    const box = desk.page.getByRole('region', { name: 'Follow-up' });
    const today = await desk.page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
    );
    await box.getByLabel('Follow up on').fill(today);
    await box.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: staff.email });
    await box.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(box.getByRole('status')).toHaveText(`Due today · ${staff.email}`);
    await expect(desk.page.getByRole('region', { name: 'History' })).toContainText('Set follow-up day to');
    await noSidewaysScroll(desk.page);
    await box.scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: `${SHOTS}/staff-record-${width}.png`, fullPage: true });
    await desk.context.close();

    // Owner: the queue's tile opens the list filtered to follow-ups due.
    await page.setViewportSize({ width, height: 844 });
    await logInThroughScreen(page, '/admin');
    const tile = page.getByTestId('queue-inquiryFollowUpsDue');
    await expect(tile).toContainText('Inquiry follow-ups due today or overdue');
    await page.screenshot({ path: `${SHOTS}/owner-dashboard-${width}.png`, fullPage: true });
    await tile.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?followUp=due$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Follow-up: Due today or overdue' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/owner-follow-ups-due-${width}.png`, fullPage: true });
  });

  test(`at ${width} px Reports shows tables and a chart for the owner and for staff, and downloads a CSV`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const chartRequests: string[] = [];
    page.on('request', (r) => /report-chart/.test(r.url()) && chartRequests.push(r.url()));
    await logInThroughScreen(page, '/admin');
    expect(chartRequests).toEqual([]); // not on the dashboard
    await page.goto('/admin/reports');
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('table', { name: 'Inquiries and admissions per course and month' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    expect(chartRequests.length).toBeGreaterThan(0);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/owner-reports-${width}.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download “Inquiries and admissions per course” as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inquiries-and-admissions-per-course-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);

    const desk = await signedInPage(browser, staff, { width, path: '/admin/reports' });
    await expect(desk.page.getByRole('table', { name: 'Verified donations per month' })).toBeVisible();
    await noSidewaysScroll(desk.page);
    await desk.page.screenshot({ path: `${SHOTS}/staff-reports-${width}.png`, fullPage: true });
    await desk.context.close();
  });
}

test('the public site never downloads the chart library', async ({ page }) => {
  const chartRequests: string[] = [];
  page.on('request', (r) => /report-chart|chart\.js/i.test(r.url()) && chartRequests.push(r.url()));
  for (const path of ['/', '/InquiryForm', '/OfflineCourses']) await page.goto(path);
  expect(chartRequests).toEqual([]);
});
