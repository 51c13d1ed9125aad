import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { logInThroughScreen, noSidewaysScroll, signedInPage } from './admin-helpers';

/**
 * The Site text screen in two languages (docs/decisions/026-hindi.md): each text's English and
 * Hindi side by side, as the owner and as staff, at 390 and 1280 px. When the English of the
 * placement claim changes, its Hindi is "missing in Hindi" until someone writes it; a Hindi save
 * is stored as Hindi.
 */

const run = Date.now();
const staff = { email: `hindi-office-${run}@dds.test`, password: `hindi desk ${run} register` };
const SHOTS = path.join(__dirname, '..', 'test-results', 'site-text-hindi');
const HI_CLAIM = '100% नौकरी दिलाने में सहायता';

/** Every text this spec touches back to the shipped words, in both languages (the e2e specs share one database). */
async function restoreAll(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  for (const language of ['en', 'hi']) {
    const { blocks } = (await (await request.get(`/api/admin/site-text?language=${language}`)).json()) as {
      blocks: Array<{ key: string; value: string | null; version: number }>;
    };
    for (const block of blocks.filter((b) => b.value !== null)) {
      const res = await request.put(`/api/admin/site-text/${encodeURIComponent(block.key)}`, {
        data: { language, value: null, version: block.version },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
}

test.beforeAll(async ({ request }) => {
  await restoreAll(request);
  const added = await request.post('/api/admin/users', {
    data: { email: staff.email, role: 'staff', password: staff.password },
  });
  expect(added.status(), await added.text()).toBe(201);
});
test.afterAll(async ({ request }) => restoreAll(request));

test('owner: English and Hindi side by side; a changed English makes its Hindi "missing" until the Hindi is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughScreen(page, '/admin/site-text');
  const english = page.getByRole('textbox', { name: 'Placement claim', exact: true });
  const hindi = page.getByRole('textbox', { name: 'Placement claim in Hindi' });
  await expect(hindi).toHaveValue(HI_CLAIM);
  await expect(hindi).toHaveAttribute('lang', 'hi');
  // Side by side at 1280: the Hindi box starts level with the English one, to its right.
  const [e, h] = [await english.boundingBox(), await hindi.boundingBox()];
  expect(h!.x).toBeGreaterThan(e!.x + e!.width);
  expect(Math.abs(h!.y - e!.y)).toBeLessThan(4);

  await english.fill('Placement help with local employers');
  await page.getByRole('button', { name: 'Save Placement claim', exact: true }).click();
  await expect(
    page.getByTestId('text-hi-home.hero.placement').getByText('Missing in Hindi', { exact: true }),
  ).toBeVisible();
  await expect(hindi).toHaveValue('');
  await page.getByRole('checkbox', { name: 'Only texts missing in Hindi (1)' }).check();
  await expect(page.getByRole('textbox')).toHaveCount(2);
  await page.getByTestId('text-hi-home.hero.placement').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'owner-missing-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, 'owner-missing-390.png'), fullPage: true });

  await hindi.fill('स्थानीय नियोक्ताओं के साथ प्लेसमेंट में मदद');
  await page.getByRole('button', { name: 'Save Placement claim in Hindi' }).click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');
  await expect(page.getByRole('checkbox', { name: 'Only texts missing in Hindi (0)' })).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/site-text?language=hi')).json()) as {
    blocks: Array<{ key: string; value: string | null }>;
  };
  expect(saved.blocks.find((b) => b.key === 'home.hero.placement')!.value).toBe('स्थानीय नियोक्ताओं के साथ प्लेसमेंट में मदद');

  // Activity says which language changed.
  await page.goto('/admin/activity');
  await expect(
    page.getByText('Changed the site text “Top of the page › Placement claim” (home page, Hindi)').first(),
  ).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`staff at ${width} px: the same screen, both languages editable`, async ({ browser }) => {
    const { context, page } = await signedInPage(browser, staff, { width, path: '/admin/site-text' });
    await expect(page.getByRole('heading', { level: 1, name: 'Site text' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Main heading in Hindi' })).toHaveValue('अंग्रेज़ी और कंप्यूटर सीखें');
    await expect(page.getByRole('textbox', { name: 'Main heading in Hindi' })).toBeEditable();
    await noSidewaysScroll(page);
    await page.screenshot({ path: path.join(SHOTS, `staff-${width}.png`), fullPage: width === 1280 });
    await context.close();
  });
}
