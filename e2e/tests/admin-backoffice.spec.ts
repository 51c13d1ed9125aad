import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitInquiry, uploadCertificate } from './admin-helpers';

// A tag unique to this run keeps the assertions independent of what other specs stored.
const run = Date.now().toString(36);

test.describe('admin back office', () => {
  test('the counts on the dashboard change after a public submission', async ({ page }) => {
    await logInThroughScreen(page);
    const inquiries = page.getByTestId('count-inquiry');
    await expect(inquiries).toContainText(/\d/);
    // Figures are written the Indian way (1,00,000).
    const before = Number(((await inquiries.locator('strong').textContent()) ?? 'NaN').replace(/,/g, ''));

    await submitInquiry(page.request, `Counter ${run}`);
    await page.reload();
    await expect(inquiries.locator('strong')).toHaveText((before + 1).toLocaleString('en-IN'));
    await inquiries.click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByText(`Counter ${run}`)).toBeVisible();
  });

  test('pages and searches 60+ inquiries, changes a status and exports the filtered CSV', async ({ page }) => {
    const tag = `Pager${run}`;
    for (let i = 1; i <= 62; i += 1)
      await submitInquiry(page.request, `${tag} n${String(i).padStart(3, '0')}`, i % 2 ? 'spoken' : 'computer');

    await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
    await expect(page.getByText('Showing 1–20 of 62 · Page 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText('Showing 21–40 of 62 · Page 2 of 4')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText('Showing 21–40 of 62 · Page 2 of 4')).toBeVisible();

    // Search narrows to one person and goes back to page 1.
    await page.getByLabel('Search inquiries').fill(`${tag} n037`);
    await expect(page.getByText('Showing 1–1 of 1 · Page 1 of 1')).toBeVisible();
    await expect(page).not.toHaveURL(/page=2/);

    const status = page.getByRole('combobox', { name: `Status of inquiry from ${tag} n037` });
    await status.selectOption('contacted');
    await expect(page.getByTestId('toast')).toContainText('Status changed to Contacted');
    await page.reload();
    await expect(status).toHaveValue('contacted');

    // Status filter + course filter in the URL, and the CSV holds every matching row (not one page).
    await page.goto(`/admin/inquiries?q=${tag}&course=computer`);
    await expect(page.getByText('Showing 1–20 of 31 · Page 1 of 2')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export inquiries' }).click(); // CSV and Excel are behind it
    await page.getByRole('link', { name: /export csv of these inquiries/i }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    const rows = csv.trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/name/i);
    expect(rows).toHaveLength(32);
    expect(rows.slice(1).every((row) => row.includes(tag))).toBe(true);
  });

  test('an uploaded certificate is found through the public lookup', async ({ page }) => {
    const student = { name: `Asha Verma ${run}`, roll: `DDS-${run}`, dob: '2006-01-15' };
    await logInThroughScreen(page);
    await uploadCertificate(page, student);

    // The public lookup (name is case-insensitive and trimmed) finds it and the link serves the PDF.
    const lookup = await page.request.post('/api/certificates/lookup', {
      data: { ...student, name: `  ${student.name.toUpperCase()} ` },
    });
    expect(lookup.status()).toBe(200);
    const { downloadUrl } = (await lookup.json()) as { downloadUrl: string };
    const file = await page.request.get(downloadUrl);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(`/admin/certificates?q=${student.roll}`);
    await expect(page.getByText(student.name, { exact: true })).toBeVisible();
  });

  test('after logging out, /admin/inquiries asks for the login again and the API refuses', async ({ page }) => {
    await logInThroughScreen(page, '/admin/inquiries');
    await expect(page.getByRole('heading', { name: 'Inquiries' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();

    await page.goto('/admin/inquiries');
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect((await page.request.get('/api/admin/inquiries')).status()).toBe(401);
  });
});
