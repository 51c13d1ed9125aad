import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, tinyPdf } from './admin-helpers';
import { LISTS, expectNoHorizontalScroll, seedAdmissions, seedDonations, seedInquiries } from './admin-lists-helpers';

/**
 * The lists as the office has them: ~3,000 inquiries with long messages and names. Each list at 390 and
 * 1280 px is measured (no sideways scroll at 100 rows a page) and photographed, for a person to look at
 * (saved with the test's output; also into $SHOTS_DIR when set).
 */
test('with ~3,000 inquiries every list fits, and screenshots are taken at 390 and 1280 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const tag = `Big${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 3000, true);
  await seedAdmissions(page.request, tag, 40);
  await seedDonations(page.request, tag, 6);
  await logInThroughScreen(page);
  for (let i = 0; i < 3; i++) {
    const upload = await page.request.post('/api/certificates/upload', {
      multipart: {
        name: `${tag} Graduate ${i}`,
        roll: `${tag}-${i}`,
        dob: '2004-05-06',
        file: {
          name: `certificate-of-${tag}-graduate-${i}-final-version.pdf`,
          mimeType: 'application/pdf',
          buffer: tinyPdf(),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }

  const shot = async (name: string) => {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: name.includes('full') });
    if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
  };

  for (const width of [360, 390, 1024, 1280]) {
    await page.setViewportSize({
      width,
      height: width < 761 ? (width === 360 ? 740 : 844) : width === 1024 ? 768 : 800,
    });
    for (const list of LISTS) {
      await page.goto(`${list.path}?pageSize=100`);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectNoHorizontalScroll(page, `${list.path} with 100 rows`);
      await shot(`${list.path.split('/').pop()}-${width}`);
    }
    await page.goto('/admin/inquiries?status=new&from=2020-01-01&to=2030-12-31&q=Student');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await shot(`inquiries-bulk-${width}`);
    if (width < 761) {
      // The phone's bulk bar, its More panel open, and the end of the list scrolled clear of the bar.
      await page.getByRole('button', { name: 'More actions' }).click();
      await shot(`inquiries-bulk-more-${width}`);
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await shot(`inquiries-bulk-end-${width}`);
    }
    await page.goto('/admin/inquiries?trash=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries: Trash' })).toBeVisible();
    await shot(`inquiries-trash-${width}`);
  }
});
