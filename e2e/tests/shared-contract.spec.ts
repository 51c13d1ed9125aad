import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { withDeployedRemoteBuild } from '../support/remote-release';

/**
 * The @dds/shared contract (docs/decisions/002-shared-stateful-contract.md): stateless shared code
 * ships with each remote, so an additive change needs no shell release; a remote built for a newer
 * stateful contract than the live shell provides is refused with its fallback, never a broken page.
 * Each test builds one remote (~40 s) and deploys it while the server runs.
 */

/** The contract version the shell under test was built with. */
const shellContract = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../shared/contract.json'), 'utf8')) as { version: string }
).version;

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('a public-site release with a new stateless shared function runs under the live shell: its footer shows it, header and footer stay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const release = `release-note-${Date.now()}`;
  const note = `Release note: this footer ships ${release}`;
  await withDeployedRemoteBuild(
    'public-site',
    { release, config: path.join(__dirname, '../builds/public-site-release-note.webpack.js') },
    async () => {
      for (const address of ['/', '/about1']) {
        await page.goto(address);
        await expect(page.getByTestId('release-note')).toHaveText(note);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
      // And after a navigation inside the app.
      await nav(page).getByRole('link', { name: 'Donation', exact: true }).click();
      await expect(page).toHaveURL(/\/donation$/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('release-note')).toHaveText(note);
    },
  );
});

test('an admin-panel release built for a newer stateful contract is refused: its fallback and a console line naming both versions; the public site works', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const release = `contract-9-${Date.now()}`;
  await withDeployedRemoteBuild('admin-panel', { release, env: { DDS_SHARED_CONTRACT: '9.0.0' } }, async () => {
    await page.goto('/admin');
    await expect(page.getByText('The admin panel is unavailable right now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    expect(errors).toContainEqual(
      expect.stringContaining(
        `[shell] admin_panel needs @dds/shared stateful contract ^9.0.0; this shell provides ${shellContract}.`,
      ),
    );

    // On one page: the public site works, the admin panel is refused when the app goes to /admin,
    // and the public pages still work after it.
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('The admin panel is unavailable right now')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await nav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors.filter((text) => text.startsWith('uncaught'))).toEqual([]);
  });
});
