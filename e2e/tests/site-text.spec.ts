import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { encodePng } from '../support/png';
import { logInThroughScreen } from './admin-helpers';

/**
 * Every word is the owner's (docs/decisions/021-site-text.md): the office edits the home page's
 * placement claim and a figure on the Site text screen, with a preview before saving; the next load
 * of the home page — with JavaScript off, so the server's HTML — shows the new words and leaves the
 * emptied figure out; the page title follows; Activity shows the words before → after; "Restore the
 * original text" brings the contract's words back.
 */

const CLAIM = '100% Job Placement Assistance';
const NEW_CLAIM = 'Placement help with local employers';

/** Puts every text this spec touches back to the shipped words (the e2e specs share one database). */
async function restoreAll(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { blocks } = (await (await request.get('/api/admin/site-text')).json()) as {
    blocks: Array<{ key: string; value: string | null; version: number }>;
  };
  for (const block of blocks.filter((b) => b.value !== null)) {
    const res = await request.put(`/api/admin/site-text/${encodeURIComponent(block.key)}`, {
      data: { value: null, version: block.version },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** A 256 px square of one colour, as a real PNG. */
function squarePng(rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 256 }, () => rgb).flat())]);
  return encodePng(256, 256, Buffer.concat(Array.from({ length: 256 }, () => row)));
}

async function useOriginalImages(request: APIRequestContext) {
  for (const kind of ['logo', 'favicon'])
    expect((await request.delete(`/api/admin/site-images/${kind}`)).ok()).toBe(true);
}

async function openSiteText(page: Page) {
  await logInThroughScreen(page, '/admin/site-text');
  await expect(page.getByRole('heading', { level: 1, name: 'Site text' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Top of the page' })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await restoreAll(request);
  await useOriginalImages(request);
});
test.afterAll(async ({ request }) => {
  await restoreAll(request);
  await useOriginalImages(request);
});

test('edit the placement claim and empty a figure: the preview shows it first, the server’s HTML has it after, Activity says before → after, restore brings the contract’s words back', async ({
  page,
  browser,
}, testInfo) => {
  await openSiteText(page);
  // exact: each text has an English box and a Hindi one ("… in Hindi") beside it.
  const claim = page.getByRole('textbox', { name: 'Placement claim', exact: true });
  await expect(claim).toHaveValue(CLAIM);
  const preview = page.getByTestId('preview-home.hero');
  await expect(preview).toContainText(CLAIM);

  await claim.fill(NEW_CLAIM);
  // The preview shows the draft before anything is saved.
  await expect(preview).toContainText(NEW_CLAIM);
  await page.getByRole('button', { name: 'Save Placement claim', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');
  await expect(page.getByTestId('text-home.hero.placement')).toContainText(`Original: ${CLAIM}`);

  // The "95%" placement figure is no longer claimed: emptied, it leaves the page.
  await page.getByRole('textbox', { name: 'Figure 2 › Number', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Figure 2 › Says', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Figure 2 › Number', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');
  await page.getByRole('button', { name: 'Save Figure 2 › Says', exact: true }).click();
  await expect(page.getByTestId('text-home.hero.figures.1.label').getByText('Changed by')).toBeVisible();

  // The page title too (the institute name follows it).
  await page.getByRole('combobox', { name: 'Page' }).selectOption('pages');
  await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Apply for a course');
  await expect(page.getByTestId('preview-pages.admission')).toContainText('Apply for a course | ');
  await page.getByRole('button', { name: 'Save Title', exact: true }).first().click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');

  await page.screenshot({ path: testInfo.outputPath('site-text-1280.png'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('combobox', { name: 'Page' }).selectOption('home');
  await expect(page.getByRole('textbox', { name: 'Placement claim', exact: true })).toHaveValue(NEW_CLAIM);
  await page.screenshot({ path: testInfo.outputPath('site-text-390.png'), fullPage: false });

  // A visitor with JavaScript off: the server's HTML carries the new words and not the old ones.
  const noJs = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false });
  try {
    const visitor = await noJs.newPage();
    await visitor.goto('/');
    await expect(visitor.getByText(NEW_CLAIM)).toBeVisible();
    await expect(visitor.getByText(CLAIM, { exact: true })).toHaveCount(0);
    await expect(visitor.getByText('Placement rate', { exact: true })).toHaveCount(0);
    await expect(visitor.getByText('Students trained', { exact: true })).toBeVisible();
    await visitor.goto('/AdmissionForm');
    await expect(visitor).toHaveTitle(/^Apply for a course \| /);
  } finally {
    await noJs.close();
  }

  // Activity: the change in words, before → after.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/activity');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Changed the site text “Top of the page › Placement claim” (home page)' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(CLAIM);
  await expect(row).toContainText(NEW_CLAIM);

  // Restore the original text: the contract's words are back on the page.
  await page.goto('/admin/site-text');
  await page.getByRole('button', { name: 'Restore the original text of Placement claim', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Placement claim', exact: true })).toHaveValue(CLAIM);
  await page.goto('/');
  await expect(page.getByText(CLAIM, { exact: true })).toBeVisible();
  await expect(page.getByText(NEW_CLAIM)).toHaveCount(0);
});

test('a heading cannot be emptied: the screen says why and nothing is saved', async ({ page }) => {
  await openSiteText(page);
  const headline = page.getByRole('textbox', { name: 'Main heading', exact: true });
  await headline.fill('   ');
  await page.getByRole('button', { name: 'Save Main heading', exact: true }).click();
  await expect(page.getByText('Top of the page › Main heading cannot be empty')).toBeVisible();
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn English & Computer Skills' })).toBeVisible();
});

test('upload a logo: the header shows it, the icons and share card are made from it, and "Use the original" goes back', async ({
  page,
  request,
}, testInfo) => {
  const builtIco = await (await request.get('/favicon.ico')).body();
  await openSiteText(page);
  await page.screenshot({ path: testInfo.outputPath('site-images-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('site-images-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByLabel(/^New logo/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: squarePng([22, 101, 52]) });
  await page.getByRole('button', { name: 'Upload logo', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('New logo uploaded');
  await expect(page.getByText(/^Uploaded by /).first()).toBeVisible();

  const favicon = await request.get('/favicon.ico');
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  expect((await favicon.body()).equals(builtIco)).toBe(false);
  const card = await (await request.get('/share-card.png')).body();
  expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);

  await page.goto('/');
  await expect(page.locator('header img[src^="/ddslogo.png?v="]')).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/share-card\.png\?v=[0-9a-f]{16}$/,
  );

  await page.goto('/admin/site-text');
  await page.getByRole('button', { name: 'Use the original logo', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Original logo restored');
  expect((await (await request.get('/favicon.ico')).body()).equals(builtIco)).toBe(true);
  await page.goto('/');
  await expect(page.locator('header img[src="/ddslogo.png"]')).toBeVisible();
});

test('the Site text screen has no serious or critical axe violation at 1280 and 360 px, on a page with a changed text', async ({
  page,
  request,
}) => {
  await request.put(`/api/admin/site-text/${encodeURIComponent('home.hero.placement')}`, {
    data: { value: 'Placement help' },
  });
  await openSiteText(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(
      page.getByRole('button', { name: 'Restore the original text of Placement claim', exact: true }),
    ).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
