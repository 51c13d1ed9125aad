import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';
import { isPrefetch } from '../support/prefetch';

test.describe('a remote that fails to load in a browser', () => {
  test('is tried once more with a fresh copy of its entry; a cut-off first download leaves no trace', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(); // the first, refused download is logged by the browser
    const entries: string[] = [];
    let refused = 0;
    await page.route('**/remotes/public-site/**/remoteEntry.js*', (route) => {
      // The server's page prefetches it after the paint (nothing run): the app's own download is the one that fails.
      if (isPrefetch(route.request())) return route.continue();
      entries.push(new URL(route.request().url()).search);
      return refused++ === 0 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto('/about1');
    await waitForApp(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('This part of the site is unavailable right now')).toHaveCount(0);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toBe('');
    expect(entries[1]).toMatch(/^\?retry=[0-9a-z]+$/);
  });

  test('falls back after the retry, and the browser reports it to the server once', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/release-load-failures')) reports.push(request.postDataJSON());
    });
    const tried: string[] = [];
    await page.route(
      '**/remotes/admin-panel/**',
      (route) => (tried.push(new URL(route.request().url()).search), route.abort('connectionrefused')),
    );
    await page.goto('/admin');
    await expect(page.getByText('The admin panel is unavailable right now')).toBeVisible();
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toEqual({
      remote: 'admin_panel',
      entry: expect.stringMatching(/\/remotes\/admin-panel\/(v\/[^/]+\/)?remoteEntry\.js$/),
    });
    // The first try (its preload hint and script may both ask) and exactly one fresh retry.
    expect(tried.filter((search) => search.startsWith('?retry='))).toHaveLength(1);
  });
});
