import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Part } from '../support/compat-matrix';
import { logInThroughScreen } from '../tests/admin-helpers';

/**
 * The smoke test each release combination of the compatibility matrix must pass
 * (docs/decisions/004-compatibility-matrix.md). It uses only what every release of the site has
 * (docs/contract.md §2: the header's About link, the admin login), so it holds across versions. The fixtures fail
 * a test on any console error or uncaught exception, and every goto waits for the live app.
 */

const releases = () => test.info().project.metadata.releases as Record<Part, string>;

interface RemotesConfig {
  remotes: { name: string; entry: string }[];
}

/** The remotes config the server put into the page: which release of each remote the shell loads. */
async function inlineRemotes(page: Page): Promise<Record<string, string>> {
  const text = await page.locator('script#dds-remotes').textContent();
  const config = JSON.parse(text ?? '{}') as RemotesConfig;
  return Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.entry]));
}

/**
 * No Retry button: the shell shows one in place of a remote it could not use (the page's HTML may
 * still be there from the server), and the admin panel one for data it could not load.
 */
async function expectNoFallback(page: Page) {
  await expect(page.getByRole('button', { name: 'Retry' }), 'a fallback or load-failure panel').toHaveCount(0);
}

test('the server serves exactly this combination of releases', async ({ page, request }) => {
  const expected = releases();
  const health = (await (await request.get('/api/health')).json()) as {
    releases: Record<Part, { live: string | null }>;
  };
  for (const part of ['shell', 'public-site', 'admin-panel'] as const)
    expect(health.releases[part].live, `${part} live release`).toBe(expected[part]);
  await page.goto('/');
  // The entries name the release folder (/remotes/<part>/v/<version>/), so the shell loads these builds.
  expect(await inlineRemotes(page)).toEqual({
    public_site: `/remotes/public-site/v/${expected['public-site']}/mf-manifest.json`,
    admin_panel: `/remotes/admin-panel/v/${expected['admin-panel']}/mf-manifest.json`,
  });
});

test('home: header, hero heading and footer show, the app hydrates, a header link navigates client-side', async ({
  page,
}) => {
  await page.goto('/'); // waits for html[data-app-ready="true"]: the shell mounted the remote's page
  const header = page.getByRole('banner');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(header).toBeVisible();
  await expect(hero).toBeVisible();
  await expect(hero).not.toHaveText('');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoFallback(page);
  const homeHeading = await hero.textContent();

  // A marker on window survives a client-side route change and is gone after a full page load.
  await page.evaluate(() => Object.assign(window, { compatSamePage: true }));
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about1$/i);
  await expect(hero).toBeVisible();
  await expect(hero).not.toHaveText(homeHeading ?? '');
  expect(
    await page.evaluate(() => (window as unknown as { compatSamePage?: boolean }).compatSamePage),
    'navigated without reloading the page',
  ).toBe(true);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoFallback(page);
});

test('admin: the login form shows, logging in opens the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await inlineRemotes(page)).admin_panel).toContain(`/v/${releases()['admin-panel']}/`);
  await logInThroughScreen(page); // the admin remote's own login: alert, then Log out in the bar
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectNoFallback(page);
});
