import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { waitForApp } from '../support/app-ready';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../support/chromium';
import { fontconfigWith, notoSansDevanagariFile, woffToTrueType } from '../support/device-fonts';
import { logInThroughScreen, noSidewaysScroll } from './admin-helpers';

/**
 * A course's Hindi (docs/decisions/026-hindi.md §3): the owner rewords a seeded course's English
 * name → its Hindi page shows the English, marked lang="en", and the course editor says "Missing in
 * Hindi"; the owner writes the Hindi → the Hindi page shows it, with no lang="en". Axe on the Hindi
 * pages, screenshots of the Hindi course list and page and of the editor at 360 and 1280 px.
 */

const SLUG = 'interview-training';
const SHOTS = path.join(__dirname, '..', 'test-results', 'course-hindi');
const NEW_NAME = 'Job Interview Training';
const NEW_HINDI = 'नौकरी के इंटरव्यू की तैयारी (Job Interview)';

interface StoredCourse {
  id: number;
  slug: string;
  name: string;
  version: number;
  hindi: Record<string, string>;
  [field: string]: unknown;
}

async function theCourse(request: APIRequestContext): Promise<StoredCourse> {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const courses = (await (await request.get('/api/admin/courses')).json()) as StoredCourse[];
  return courses.find((c) => c.slug === SLUG)!;
}

/** The seeded name and no Hindi of the owner's (the e2e specs share one database). */
async function putBack(request: APIRequestContext) {
  const course = await theCourse(request);
  const { id, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, ...fields } = course;
  // (`version` stays in the body: a save is based on the version it read.)
  const res = await request.put(`/api/admin/courses/${id}`, {
    data: { ...fields, name: 'Interview Training', hindi: {} },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openHindiCoursePage(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/hi/courses/${SLUG}`);
  await waitForApp(page);
  return page.locator('h1#page-title');
}

test.beforeAll(async ({ request }) => putBack(request));
test.afterAll(async ({ request }) => putBack(request));

test('the seeded course reads in Hindi: shipped Hindi everywhere, nothing marked English, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const h1 = await openHindiCoursePage(page);
  await expect(h1).toHaveText('इंटरव्यू की तैयारी (Interview Training)');
  await expect(h1).not.toHaveAttribute('lang');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.getByTestId('course-syllabus')).toContainText('सुझावों के साथ मॉक इंटरव्यू');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'hi-course-page-360.png'), fullPage: true });

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/hi/OfflineCourses');
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'इंटरव्यू की तैयारी (Interview Training)', exact: true })).toBeVisible();
    await expect(page.getByText('सिविल, मैकेनिकल और इंटीरियर के काम के लिए 2D ड्राफ़्टिंग और 3D मॉडलिंग।')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `hi-offline-courses-${width}.png`) });
  }
});

test('owner: a reworded English name shows in English (lang="en") on the Hindi page and is "Missing in Hindi" until its Hindi is saved', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id } = await theCourse(request);
  await logInThroughScreen(page, `/admin/courses/${id}`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const hindiName = page.getByRole('textbox', { name: 'Name in Hindi' });
  await expect(hindiName).toHaveValue('इंटरव्यू की तैयारी (Interview Training)');
  await name.fill(NEW_NAME);
  await expect(hindiName).toHaveValue('');
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');

  // The list says so, and so does the editor.
  const row = page.getByTestId('course-row').filter({ hasText: NEW_NAME });
  await expect(row.getByText('Missing in Hindi (1)')).toBeVisible();
  await page.goto(`/admin/courses/${id}`);
  await expect(hindiName).toHaveValue('');
  await expect(hindiName).toHaveAccessibleDescription(/^Missing in Hindi/);
  await expect(
    page.getByTestId('hindi-box').filter({ has: hindiName }).getByText('Missing in Hindi', { exact: true }),
  ).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page);

  // The Hindi page states the fallback rather than hiding it.
  const hindiPage = await page.context().newPage();
  const h1 = await openHindiCoursePage(hindiPage);
  await expect(h1).toHaveText(NEW_NAME);
  await expect(h1).toHaveAttribute('lang', 'en');
  await expect(hindiPage).toHaveTitle(new RegExp(NEW_NAME));
  expect(await axeFindings(hindiPage)).toEqual([]);

  // The owner writes the Hindi.
  await page.setViewportSize({ width: 1280, height: 900 });
  await hindiName.fill(NEW_HINDI);
  await expect(
    page.getByTestId('hindi-box').filter({ has: hindiName }).getByText('Missing in Hindi', { exact: true }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByTestId('toast')).toContainText('live on the site');
  await expect(
    page
      .getByTestId('course-row')
      .filter({ hasText: NEW_NAME })
      .getByText(/Missing in Hindi/),
  ).toHaveCount(0);

  await openHindiCoursePage(hindiPage);
  await expect(h1).toHaveText(NEW_HINDI);
  await expect(h1).not.toHaveAttribute('lang');
  await expect(hindiPage.locator('main [lang="en"]')).toHaveCount(0);
  // The English page keeps the English name.
  await hindiPage.goto(`/courses/${SLUG}`);
  await expect(hindiPage.locator('h1#page-title')).toHaveText(NEW_NAME);
});

/**
 * The editor as the office sees it: an office PC has a Devanagari font of its own (Windows: Nirmala
 * UI), the admin panel ships none. This machine's Chromium has none, so it gets Noto Sans Devanagari
 * as a system font for these screenshots (the conjuncts क्ष, त्र, ज्ञ must come out joined).
 */
test('the course editor at 360 and 1280 px with a system Devanagari font (screenshots)', async ({
  request,
  baseURL,
}) => {
  const { id } = await theCourse(request);
  const env = fontconfigWith(test.info().outputPath('device-fonts'), [
    {
      name: 'NotoSansDevanagari-Regular.ttf',
      bytes: woffToTrueType(notoSansDevanagariFile('noto-sans-devanagari-devanagari-400-normal.woff')),
    },
  ]);
  const browser = await chromium.launch({ ...CHROMIUM, env });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await logInThroughScreen(page, `/admin/courses/${id}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Interview Training and Personality Development');
    // A Hindi with the conjuncts क्ष, त्र, ज्ञ, typed into the eligibility's box.
    const eligibility = page.getByRole('textbox', { name: 'Eligibility in Hindi' });
    await eligibility.fill('विद्यार्थी, प्रशिक्षु और ज्ञान के इच्छुक सभी लोग');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      await page.getByRole('textbox', { name: 'Name in Hindi' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `admin-course-editor-${width}.png`) });
      await eligibility.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `admin-course-editor-lists-${width}.png`) });
    }
    // Nothing saved: the course stays as the other tests left it.
  } finally {
    await browser.close();
  }
});
