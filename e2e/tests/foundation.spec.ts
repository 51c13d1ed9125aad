import { expect, test } from '../support/fixtures';
import { isPrefetch } from '../support/prefetch';
import { REDEPLOY_RELEASE, withRedeployedPublicSite } from '../support/remote-release';
import { loadedSharedModules } from '../support/shared-modules';
import { logInThroughScreen } from './admin-helpers';

test.describe('composed system', () => {
  test('an inquiry typed into the public form appears in the admin table after login', async ({ page }) => {
    const name = `Foundation Tester ${Date.now()}`;
    await page.goto('/InquiryForm');
    const form = page.getByRole('form', { name: 'Student Inquiry Form' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('tester@example.in');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Course').selectOption('computer');
    await form.getByLabel('Message').fill('Is there an evening batch?');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByTestId('toast')).toHaveAttribute('data-kind', 'success');
    await expect(form.getByLabel('Full name')).toHaveValue('');

    await logInThroughScreen(page, '/admin/inquiries');
    await expect(page.getByText(name)).toBeVisible();
  });

  test('the public header and footer show on / and are absent on /admin', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('with the admin remote unreachable, / works and /admin shows the fallback', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    await page.route('**/remotes/admin-panel/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByText('The admin panel is unavailable right now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('with the public remote unreachable, /admin works and / shows the fallback', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    await page.route('**/remotes/public-site/**', (route) => route.abort('connectionrefused'));
    await page.goto('/admin');
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.goto('/');
    await expect(page.getByText('This part of the site is unavailable right now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('only one copy of React (and of each shared singleton) is loaded on a composed page', async ({ page }) => {
    const remoteScripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/remotes\/.*\.js$/.test(response.url()) && response.status() === 200) remoteScripts.push(response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByLabel('Password')).toBeVisible();

    const loaded = await loadedSharedModules(page);
    // Every shared module in use was loaded once; the framework and the toast store come from the shell.
    for (const [name, providers] of Object.entries(loaded))
      expect(providers.length, `${name} loaded at most once`).toBeLessThanOrEqual(1);
    for (const name of ['react', 'react-dom', 'react-router-dom', '@emotion/react', 'zustand', '@dds/shared/toast']) {
      expect(loaded[name], `${name} loaded from the shell`).toEqual(['shell']);
    }
    // One HTTP client (the admin panel's login loads it); the runtime records who loaded it, not
    // whose copy, so the copy is told by its files: axios must not come from a remote either.
    expect(loaded['@dds/shared/http-client'], 'one API client').toHaveLength(1);
    // React's element marker is in react, react-dom and the jsx runtime: none of it may come from a remote.
    const bodies = await Promise.all(remoteScripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('react.transitional.element'))).toEqual([]);
    expect(
      bodies.filter((body) => body.includes('ERR_BAD_RESPONSE')),
      "axios (the HTTP client's library) from a remote",
    ).toEqual([]);
  });

  test("the public remote uses the shell's federation runtime (no second copy on the page)", async ({ page }) => {
    const runtimeFiles: string[] = [];
    page.on('request', (request) => {
      // Not the prefetch the server's page makes after its paint (nothing run; decision 027).
      if (/remoteEntry\.js|federation-runtime-core\.js/.test(request.url()) && !isPrefetch(request))
        runtimeFiles.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });
    expect(runtimeFiles).toEqual(['/remotes/public-site/remoteEntry.js']);
  });

  test('a remote rebuilt and swapped in while the server runs is live on the next reload', async ({ page }) => {
    test.setTimeout(180_000);
    const release = REDEPLOY_RELEASE;
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(release)).toHaveCount(0);

    await withRedeployedPublicSite(async () => {
      await page.reload();
      await expect(page.getByRole('contentinfo').getByText(release)).toBeVisible();
    });
  });
});
