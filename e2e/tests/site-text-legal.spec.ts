import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { logInThroughScreen } from './admin-helpers';

/**
 * The second part of the owner's words (docs/decisions/021-site-text.md, "Second part"): the owner
 * rewrites the privacy notice's "Your choices" paragraph with {email} from Settings and the Offline
 * Courses page's heading on the Site text screen, sees both on the public pages with JavaScript off
 * (the server's HTML) and on, at 390 and 1280 px, and restores the contract's words. The manifest is linked
 * from the page's head and answers what Chrome's parser needs.
 */

const CHOICES_KEY = 'legal.privacy.sections.3.paragraphs.0';
const SHIPPED_HEADING = 'Offline Courses';
const NEW_HEADING = 'Classroom courses at our centre';
const NEW_CHOICES = 'To see or delete your details, write to {email} — we answer within a week.';

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

/** Settings' e-mail as the page will fill it in; one is set for the test when the shared database has none. */
async function settingsEmail(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/admin/settings')).json()) as { email: string };
  if (settings.email) return settings.email;
  const res = await request.put('/api/admin/settings', { data: { ...settings, email: 'office@dds.example' } });
  expect(res.ok(), await res.text()).toBe(true);
  emailSetByTest = true;
  return 'office@dds.example';
}
let emailSetByTest = false;

/** Other specs share the database: the e-mail this spec set is taken away again. */
async function unsetEmail(request: APIRequestContext) {
  if (!emailSetByTest) return;
  const settings = (await (await request.get('/api/admin/settings')).json()) as { email: string };
  expect((await request.put('/api/admin/settings', { data: { ...settings, email: '' } })).ok()).toBe(true);
  emailSetByTest = false;
}

async function lookWithoutJs(browser: Browser, testInfo: TestInfo, check: (page: Page) => Promise<void>) {
  const noJs = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false });
  try {
    await check(await noJs.newPage());
  } finally {
    await noJs.close();
  }
}

test.beforeEach(async ({ request }) => restoreAll(request));
test.afterAll(async ({ request }) => {
  await restoreAll(request);
  await unsetEmail(request);
});

test.describe.configure({ timeout: 180_000 });

test('the owner rewrites the privacy paragraph and a course-list heading: previewed, live with JS off and on, restored', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = await settingsEmail(request);
  await logInThroughScreen(page, '/admin/site-text');
  await expect(page.getByRole('heading', { level: 1, name: 'Site text' })).toBeVisible();

  // The privacy notice: a placeholder the page cannot fill is refused before it is sent.
  await page.getByRole('combobox', { name: 'Page' }).selectOption('legal');
  const choices = page.getByRole('textbox', { name: 'Section 4 › Paragraph 1' }).first();
  await expect(choices).toHaveValue('To see, correct or delete your details, {contact}.');
  await choices.fill('Write to {emial}.');
  await page.getByRole('button', { name: 'Save Section 4 › Paragraph 1' }).first().click();
  await expect(
    page.getByText('{emial} is not a detail the page can fill in; use {email}, {phone} or {contact}'),
  ).toBeVisible();
  await choices.fill(NEW_CHOICES);
  await expect(page.getByTestId('preview-legal.privacy')).toContainText(NEW_CHOICES);
  await page.getByRole('button', { name: 'Save Section 4 › Paragraph 1' }).first().click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');
  await page.getByTestId(`text-${CHOICES_KEY}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('site-text-legal-1280.png') });

  await page.getByRole('combobox', { name: 'Page' }).selectOption('courseLists');
  const heading = page.getByRole('textbox', { name: 'Title' }).first();
  await expect(heading).toHaveValue(SHIPPED_HEADING);
  await heading.fill(NEW_HEADING);
  await expect(page.getByTestId('preview-courseLists.offline')).toContainText(NEW_HEADING);
  await page.getByRole('button', { name: 'Save Title' }).first().click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');
  await page.screenshot({ path: testInfo.outputPath('site-text-course-lists-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('combobox', { name: 'Page' }).selectOption('forms');
  await expect(page.getByRole('textbox', { name: 'Title' }).first()).toHaveValue('Student Inquiry Form');
  await page.screenshot({ path: testInfo.outputPath('site-text-forms-390.png') });
  await page.getByRole('combobox', { name: 'Page' }).selectOption('legal');
  await page.screenshot({ path: testInfo.outputPath('site-text-legal-390.png') });

  const filled = NEW_CHOICES.replace('{email}', email);
  // JavaScript off: the server's HTML carries the owner's words, with Settings' e-mail filled in.
  await lookWithoutJs(browser, testInfo, async (visitor) => {
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto('/privacy');
      await expect(visitor.getByText(filled)).toBeVisible();
      await expect(visitor.getByText('{email}')).toHaveCount(0);
      await visitor.screenshot({ path: testInfo.outputPath(`privacy-nojs-${width}.png`), fullPage: true });
      await visitor.goto('/OfflineCourses');
      await expect(visitor.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
      await expect(visitor).toHaveTitle(new RegExp(`^${NEW_HEADING} \\| `));
      await visitor.screenshot({ path: testInfo.outputPath(`offline-courses-nojs-${width}.png`) });
    }
  });
  // JavaScript on, after the app has hydrated.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacy');
    await expect(page.getByText(filled)).toBeVisible();
    await page.goto('/OfflineCourses');
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  }

  // Activity says before → after.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/activity');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Changed the site text “Offline Courses page › Title” (course list pages)' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(SHIPPED_HEADING);

  // Restore: the contract's words back on both pages.
  await page.goto('/admin/site-text');
  await page.getByRole('combobox', { name: 'Page' }).selectOption('courseLists');
  await page.getByRole('button', { name: 'Restore the original text of Title' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(SHIPPED_HEADING);
  await page.getByRole('combobox', { name: 'Page' }).selectOption('legal');
  await page.getByRole('button', { name: 'Restore the original text of Section 4 › Paragraph 1' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Section 4 › Paragraph 1' }).first()).toHaveValue(
    'To see, correct or delete your details, {contact}.',
  );
  await lookWithoutJs(browser, testInfo, async (visitor) => {
    await visitor.goto('/OfflineCourses');
    await expect(visitor.getByRole('heading', { level: 1, name: SHIPPED_HEADING })).toBeVisible();
    await visitor.goto('/privacy');
    await expect(visitor.getByText(/^To see, correct or delete your details, /)).toBeVisible();
  });
});

test('every page links the manifest; Chrome reads it: name, icons fetchable, standalone, no manifest errors', async ({
  page,
  request,
}) => {
  await page.goto('/about1');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await res.json()) as { icons: Array<{ src: string; sizes: string }> };
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  // Chrome's own manifest parser, through the DevTools protocol: what Lighthouse's installability check reads.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: Array<{ message: string; critical: number }>;
    data?: string;
  };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  expect(JSON.parse(parsed.data!)).toMatchObject({ start_url: '/', display: 'standalone' });
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // In a headless test the only acceptable refusals are about the test browser, not the manifest.
  const manifestErrors = installability.installabilityErrors
    .map((e) => e.errorId)
    .filter((id) => /manifest|icon|start-url|display|name/.test(id));
  expect(manifestErrors).toEqual([]);
});
