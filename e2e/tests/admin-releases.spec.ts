import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';

// The e2e server has no release store: every part is served from its build folder.

test('the Releases screen says nothing is stored yet, and the About line names the build folders', async ({ page }) => {
  await logInThroughScreen(page, '/admin/releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  await expect(page.getByText('No releases stored yet — the site is served from its build folders.')).toBeVisible();
  const about = page.getByTestId('about-this-site');
  await expect(about).toContainText('Live releases: site frame build folder (no release yet), public site build folder (no release yet), admin panel build folder (no release yet)');
  await expect(page.getByRole('button', { name: /try .* in this browser/i })).toHaveCount(0);
});

test('the dashboard ends with the About line, which opens the Releases screen', async ({ page }) => {
  await logInThroughScreen(page, '/admin');
  await page.getByTestId('about-this-site').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/releases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
});
