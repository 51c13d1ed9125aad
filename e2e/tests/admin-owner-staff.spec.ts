import path from 'node:path';
import { E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, noSidewaysScroll, signedInPage } from './admin-helpers';
import { changeSiteSettings, type SiteSettings } from './settings-helpers';

// Owner and staff (docs/decisions/013-owner-and-staff.md): staff see the payment and contact
// details but cannot change them, exports explain themselves, and the Activity screen shows every
// settings change before → after, long values wrapped, on a 360 px phone and a desktop.

const run = Date.now().toString(36);
const staff = { email: `office-${run}@dds.test`, password: `front desk ${run} register` };
const SHOTS = path.join(__dirname, '..', 'test-results', 'owner-staff');

const LONG_ADDRESS_BEFORE =
  'First floor, Sharma Complex, near Gandhi Chowk\nopposite the State Bank of India branch, Station Road\nSitapur, Uttar Pradesh 261001';
const LONG_ADDRESS_AFTER =
  'Second floor, New Sharma Complex (above Verma Electronics), near Gandhi Chowk\nopposite the State Bank of India branch, Station Road\nSitapur, Uttar Pradesh 261001';

let original: SiteSettings;

test.beforeAll(async ({ request }) => {
  // As the owner: a staff account, and two changes of the settings for Activity to show.
  original = await changeSiteSettings(request, {
    upiId: 'ddsinstitute@sbi',
    address: LONG_ADDRESS_BEFORE,
    upiPayee: 'DDS Education Trust',
  });
  const added = await request.post('/api/admin/users', {
    data: { email: staff.email, role: 'staff', password: staff.password },
  });
  expect(added.status(), await added.text()).toBe(201);
  await changeSiteSettings(request, {
    upiId: 'dds.education.trust.sitapur.main.account@okhdfcbank',
    address: LONG_ADDRESS_AFTER,
  });
});

test.afterAll(async ({ request }) => {
  await changeSiteSettings(request, original);
});

for (const width of [360, 1280]) {
  test(`staff at ${width} px: payment and contact details read-only with the reason; the server refuses them too`, async ({
    browser,
  }) => {
    const { context, page } = await signedInPage(browser, staff, { width, path: '/admin/settings' });
    try {
      const upi = page.getByLabel('UPI id');
      await expect(upi).toHaveValue('dds.education.trust.sitapur.main.account@okhdfcbank');
      await expect(upi).toHaveAttribute('readonly', '');
      await expect(page.getByRole('note')).toContainText('Only an owner can change payment and contact details');
      await expect(page.getByLabel('Office hours', { exact: true })).toBeEditable();
      await noSidewaysScroll(page);
      await page.screenshot({
        path: path.join(SHOTS, `settings-staff-${width}.png`),
        fullPage: width === 360 ? false : true,
      });

      // Even past the screen, the server says no.
      const refused = await page.request.put('/api/admin/settings', {
        headers: { origin: `http://localhost:${E2E_PORT}` },
        data: { ...(await (await page.request.get('/api/admin/settings')).json()), upiId: 'reception.personal@ybl' },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toMatch(/^Only an owner can change payment and contact details/);

      // Exports: the button stays and says why.
      await page.goto('/admin/inquiries');
      const exportButton = page.getByRole('button', { name: 'Export CSV' });
      await expect(exportButton).toHaveAttribute('aria-disabled', 'true');
      // Playwright waits for an aria-disabled control to become enabled; a person can still press it.
      await exportButton.click({ force: true });
      await expect(page.getByTestId('toast')).toContainText('Only an owner can export lists of personal data.');
    } finally {
      await context.close();
    }
  });

  test(`Activity at ${width} px shows the settings change before → after, long values wrapped`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInThroughScreen(page, '/admin/activity?action=settings.update');
    const entry = page.getByRole('row').filter({ hasText: 'Changed the site settings: Address, UPI id' }).first();
    await expect(entry).toBeVisible();
    await expect(entry.locator('[data-change="before"]').filter({ hasText: 'ddsinstitute@sbi' })).toBeVisible();
    await expect(
      entry.locator('[data-change="after"]').filter({ hasText: 'dds.education.trust.sitapur.main.account@okhdfcbank' }),
    ).toBeVisible();
    await expect(
      entry.locator('[data-change="after"]').filter({ hasText: 'Second floor, New Sharma Complex' }),
    ).toBeVisible();
    // Wrapped, not cut: the long address is taller than one line and no wider than the screen.
    const box = (await entry.locator('[data-change="after"]').filter({ hasText: 'Second floor' }).boundingBox())!;
    expect(box.height).toBeGreaterThan(30);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await noSidewaysScroll(page);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `activity-${width}.png`), fullPage: false });
  });
}
