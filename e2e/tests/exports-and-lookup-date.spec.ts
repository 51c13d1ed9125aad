import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { logInThroughScreen, submitInquiry } from './admin-helpers';
import { PDF_MIN, openPage } from './public-helpers';

// The .xlsx export downloaded by a real browser, and the certificate lookup's date of birth typed as
// the visible hint says (docs/decisions/011-query-input-login-device-and-xlsx.md).

const run = Date.now().toString(36);
const WIDTHS = [360, 1280];

test.describe('Excel export from an admin list', () => {
  test('downloads the matching rows as an .xlsx workbook next to the CSV', async ({ page }, testInfo) => {
    const tag = `Xlsx${run}`;
    for (let i = 1; i <= 3; i += 1) await submitInquiry(page.request, `${tag} n${i}`);
    await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
    await expect(page.getByText(`${tag} n3`).first()).toBeVisible();

    const exportButton = page.getByRole('button', { name: 'Export inquiries' });
    const excel = page.getByRole('link', { name: 'Export Excel (.xlsx) of these inquiries (every matching row)' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // One Export button beside the title; the CSV and the workbook behind it.
      if ((await exportButton.getAttribute('aria-expanded')) !== 'true') await exportButton.click();
      await expect(excel).toBeVisible();
      await expect(excel).toHaveAttribute('href', new RegExp(`/api/admin/inquiries/export\\.xlsx\\?q=${tag}`));
      await page.screenshot({ path: testInfo.outputPath(`admin-list-export-${width}.png`) });
    }

    const download = page.waitForEvent('download');
    await excel.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip, as every .xlsx is
    // The zip's directory names its parts in plain text.
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    expect(bytes.includes(Buffer.from('[Content_Types].xml'))).toBe(true);
  });
});

test.describe('certificate lookup: the date of birth', () => {
  test('shows the same empty field with a visible DD-MM-YYYY hint, and finds the certificate typed that way', async ({
    page,
    request,
  }, testInfo) => {
    const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.ok()).toBe(true);
    const roll = `E2E-${run}`;
    const upload = await request.post('/api/certificates/upload', {
      multipart: {
        name: 'Kavya Rao',
        roll,
        dob: '2004-05-17',
        file: { name: 'c.pdf', mimeType: 'application/pdf', buffer: PDF_MIN },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);

    await openPage(page, '/GetInTouch');
    const dob = page.getByLabel('Date of birth');
    await expect(dob).toHaveValue(''); // nothing that looks filled in, in any engine
    await expect(dob).toHaveAccessibleDescription('Format: DD-MM-YYYY, for example 17-05-2004');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await dob.scrollIntoViewIfNeeded();
      await expect(page.getByText('Format: DD-MM-YYYY, for example 17-05-2004')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`lookup-date-${width}.png`) });
    }

    await page.getByLabel('Name').fill('Kavya Rao');
    await page.getByLabel('Roll number').fill(roll);
    await dob.fill('17-05-2004');
    await page.getByRole('button', { name: 'Search certificate' }).click();
    await expect(page.locator('main').getByRole('link', { name: /Download Certificate/ })).toBeVisible();
    // The result is a plain <div>: no styled-only attribute such as kind="ok".
    expect(await page.locator('#certificate-outcome [kind]').count()).toBe(0);
  });
});
