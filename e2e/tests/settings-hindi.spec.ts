import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForApp } from '../support/app-ready';
import { CHROMIUM } from '../support/chromium';
import { fontconfigWith, notoSansDevanagariFile, woffToTrueType } from '../support/device-fonts';
import { logInThroughScreen, noSidewaysScroll } from './admin-helpers';
import { changeSiteSettings, type SiteSettings } from './settings-helpers';

/**
 * The office hours in Hindi (docs/decisions/026-hindi.md §3 "Courses, people and settings"): set in
 * English only, the Hindi page's footer shows the English marked lang="en" and the Settings screen
 * says "Missing in Hindi"; the owner writes the Hindi under the English → /hi's footer shows it,
 * / keeps the English and its inline content carries no Hindi. Also a Hindi course page's Course
 * JSON-LD: in Hindi, inLanguage "hi", its own address. Screenshots at 360 and 1280 px.
 */

const SHOTS = path.join(__dirname, '..', 'test-results', 'settings-hindi');
const run = Date.now().toString(36);
const HOURS = `Mon–Sat, 9 am – 6 pm (${run})`;
const HOURS_HI = `सोमवार से शनिवार, सुबह 9 से शाम 6 बजे (${run})`;

let before: SiteSettings | undefined;
test.afterAll(async ({ request }) => {
  if (before) await changeSiteSettings(request, before);
});

/** The footer's contact block of the page at `url`. */
async function footerContact(page: Page, url: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await waitForApp(page);
  return page.getByRole('contentinfo').locator('address');
}

const inlineContent = (html: string) =>
  /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;

async function courseJsonLd(request: APIRequestContext, url: string) {
  const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return blocks.find((b) => b['@type'] === 'Course')!;
}

test('owner: the office hours in Hindi, written in Settings, show in the footer of /hi pages only', async ({
  page: site,
  request,
  baseURL,
}) => {
  before = await changeSiteSettings(request, { officeHours: HOURS });
  // The panel ships no Devanagari font; an office PC has one (as people-hindi.spec.ts).
  const env = fontconfigWith(test.info().outputPath('device-fonts'), [
    {
      name: 'NotoSansDevanagari-Regular.ttf',
      bytes: woffToTrueType(notoSansDevanagariFile('noto-sans-devanagari-devanagari-400-normal.woff')),
    },
  ]);
  const browser = await chromium.launch({ ...CHROMIUM, env });
  try {
    // Set in English only: the Hindi page shows the English, marked English.
    await site.setViewportSize({ width: 1280, height: 900 });
    let contact = await footerContact(site, '/hi');
    await expect(contact.getByText(HOURS)).toHaveAttribute('lang', 'en');

    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await logInThroughScreen(page, '/admin/settings');
    const box = page.getByLabel('Office hours in Hindi');
    await expect(box).toHaveValue('');
    await expect(box).toHaveAccessibleDescription(/^Missing in Hindi/);
    await box.fill(HOURS_HI);
    await expect(box).toHaveAttribute('lang', 'hi');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      await page.getByLabel('Office hours', { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `admin-settings-${width}.png`) });
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('toast')).toContainText('Settings saved — live on the site now');
    await expect(box).toHaveValue(HOURS_HI);
    await expect(box).not.toHaveAccessibleDescription(/Missing in Hindi/);

    // /hi: the Hindi, in the server's HTML too, unmarked; at a phone's width and a desktop's.
    expect(await (await request.get('/hi')).text()).toContain(HOURS_HI);
    for (const width of [360, 1280]) {
      await site.setViewportSize({ width, height: 900 });
      contact = await footerContact(site, '/hi');
      await expect(contact.getByText(HOURS_HI)).toBeVisible();
      await expect(contact.getByText(HOURS_HI)).not.toHaveAttribute('lang');
      await noSidewaysScroll(site);
      await contact.scrollIntoViewIfNeeded();
      await site.screenshot({ path: path.join(SHOTS, `hi-footer-${width}.png`) });
    }

    // /: the English as typed, and its inline content carries none of the Hindi.
    const english = await (await request.get('/')).text();
    expect(inlineContent(english)).not.toContain(HOURS_HI);
    expect(inlineContent(english)).not.toContain('settingsHindi');
    contact = await footerContact(site, '/');
    await expect(contact.getByText(HOURS)).toBeVisible();
    await expect(contact.getByText(HOURS)).not.toHaveAttribute('lang');
    await expect(contact).not.toContainText('सोमवार');
  } finally {
    await browser.close();
  }
});

test('a Hindi course page’s Course structured data is in Hindi; the English page’s stays English', async ({
  request,
  page,
}) => {
  const hindi = await courseJsonLd(request, '/hi/courses/dca');
  const english = await courseJsonLd(request, '/courses/dca');
  expect(english).toMatchObject({ inLanguage: 'en' });
  expect(String(english.url)).toMatch(/\/courses\/dca$/);
  expect(String(english.url)).not.toMatch(/\/hi\//);
  expect(hindi).toMatchObject({ inLanguage: 'hi' });
  expect(String(hindi.url)).toMatch(/\/hi\/courses\/dca$/);
  expect(String(hindi.name)).toMatch(/[\u0900-\u097F]/);
  expect(String(hindi.description)).toMatch(/[\u0900-\u097F]/);
  expect(hindi.name).not.toBe(english.name);
  // The name the block gives is the name the Hindi page shows.
  await page.goto('/hi/courses/dca');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(hindi.name));
});
