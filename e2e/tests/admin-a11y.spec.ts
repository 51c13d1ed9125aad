import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitAdmission, submitDonation, submitInquiry, tinyPdf } from './admin-helpers';

const run = Date.now().toString(36);

/** The admin screens, each checked with a row in its table (cards on phones), where axe has the most to look at. */
const SCREENS = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/inquiries', heading: 'Inquiries' },
  { path: '/admin/admission', heading: 'Admissions' },
  { path: '/admin/donationdetails', heading: 'Donations' },
  { path: '/admin/certificates', heading: 'Certificates' },
];

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  await submitInquiry(request, `Axe inquiry ${run}`);
  await submitAdmission(request, `Axe admission ${run}`);
  await submitDonation(request, `Axe donation ${run}`);
});

for (const width of [1280, 360]) {
  test.describe(`admin screens at ${width}px: no serious or critical axe violation`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('login', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    for (const { path, heading } of SCREENS) {
      test(path, async ({ page }) => {
        await logInThroughScreen(page, path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        if (path === '/admin/certificates') await uploadCertificateOnce(page);
        if (path !== '/admin') await expect(page.getByRole('table')).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
}

/** The certificates list needs a row too; it is uploaded through the admin's own session. */
async function uploadCertificateOnce(page: Page) {
  const answer = await page.request.get(`/api/admin/certificates?q=${run}&page=1`);
  if (((await answer.json()) as { total: number }).total > 0) return;
  const upload = await page.request.post('/api/certificates/upload', {
    multipart: {
      name: `Axe graduate ${run}`,
      roll: `AXE-${run}`,
      dob: '2005-08-22',
      file: { name: 'c.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await page.reload();
}
