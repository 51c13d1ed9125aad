import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { answerWithStoredReleases } from '../support/stored-releases';
import { logInThroughScreen } from './admin-helpers';

// The e2e server has no release store: every part is served from its build folder.

test('the Releases screen says nothing is stored yet, and the About line names the build folders', async ({ page }) => {
  await logInThroughScreen(page, '/admin/releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  await expect(page.getByText('No releases stored yet — the site is served from its build folders.')).toBeVisible();
  const about = page.getByTestId('about-this-site');
  await expect(about).toContainText(
    'Live releases: site frame build folder (no release yet), public site build folder (no release yet), admin panel build folder (no release yet)',
  );
  await expect(page.getByRole('button', { name: /try in this browser/i })).toHaveCount(0);
});

test('the dashboard ends with the About line, which opens the Releases screen', async ({ page }) => {
  await logInThroughScreen(page, '/admin');
  await page.getByTestId('about-this-site').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/releases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
});

test('with stored releases (answer mocked), the screen fits a 360 px phone and has no serious axe violation', async ({
  page,
}) => {
  await answerWithStoredReleases(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await logInThroughScreen(page, '/admin/releases');
  await expect(
    page.getByText('4 browsers could not load release 1.0.0-20261126.1805.7a8b9c0 in the last 7 days.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to live' })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: 'Try in this browser for the public site 1.0.0-20261126.1805.7a8b9c0',
      exact: true,
    }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
