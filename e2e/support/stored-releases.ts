import type { Page } from '@playwright/test';

/**
 * The e2e server has no release store (every part is served from its build folder), so the specs that
 * look at the Releases screen with stored releases answer its call themselves: the English screen
 * (admin-releases.spec.ts) and the Hindi one (admin-hindi-office.spec.ts) read the same answer. The
 * site frame has a tried release; the public site a canary at 10 % that 4 browsers could not load;
 * the admin panel nothing stored. Undo with `page.unroute(RELEASES_API)`.
 */
export const RELEASES_API = '**/api/admin/releases';

export async function answerWithStoredReleases(page: Page) {
  const release = (version: string, builtAt: string) => ({ version, builtAt, commit: version.slice(-7) });
  await page.route(RELEASES_API, (route) =>
    route.fulfill({
      json: {
        parts: [
          {
            part: 'shell',
            live: '1.0.0-20261120.0915.a1b2c3d',
            canary: null,
            tried: '1.0.0-20261102.1130.9f8e7d6',
            loadFailures: [],
            releases: [
              release('1.0.0-20261120.0915.a1b2c3d', '2026-11-20T03:45:00.000Z'),
              release('1.0.0-20261102.1130.9f8e7d6', '2026-11-02T06:00:00.000Z'),
            ],
          },
          {
            part: 'public-site',
            live: '1.0.0-20261121.1040.4d5e6f7',
            canary: { version: '1.0.0-20261126.1805.7a8b9c0', percent: 10 },
            tried: null,
            loadFailures: [{ version: '1.0.0-20261126.1805.7a8b9c0', count: 4 }],
            releases: [
              release('1.0.0-20261126.1805.7a8b9c0', '2026-11-26T12:35:00.000Z'),
              release('1.0.0-20261121.1040.4d5e6f7', '2026-11-21T05:10:00.000Z'),
            ],
          },
          { part: 'admin-panel', live: null, canary: null, tried: null, loadFailures: [], releases: [] },
        ],
      },
    }),
  );
}
