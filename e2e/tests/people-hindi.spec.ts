import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { waitForApp } from '../support/app-ready';
import { CHROMIUM } from '../support/chromium';
import { fontconfigWith, notoSansDevanagariFile, woffToTrueType } from '../support/device-fonts';
import { logInThroughScreen, noSidewaysScroll } from './admin-helpers';

/**
 * A leader's Hindi message (docs/decisions/026-hindi.md §3 "Courses, people and settings"): added
 * in English only, the Hindi About page shows the English marked lang="en" and the People screen
 * says "Missing in Hindi"; the owner writes the Hindi under the English → /hi/about1 shows it,
 * /about1 keeps the English and its inline content carries no Hindi. Axe on /hi/about1,
 * screenshots of the People form and the Hindi About page at 360 and 1280 px.
 */

const SHOTS = path.join(__dirname, '..', 'test-results', 'people-hindi');
const run = Date.now().toString(36);
const LEADER = `Dr. Meera Joshi ${run}`;
const MESSAGE = 'Every student who walks in deserves our full attention.\nWe teach skills that lead to work.';
const MESSAGE_HI = 'हर विद्यार्थी हमारा पूरा ध्यान पाने का हक़दार है।\nहम वह हुनर सिखाते हैं जिससे काम मिले।';

interface StoredLeader {
  id: number;
  name: string;
}

async function deleteOurLeaders(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const leaders = (await (await request.get('/api/admin/leaders')).json()) as StoredLeader[];
  for (const leader of leaders.filter((l) => l.name === LEADER))
    expect((await request.delete(`/api/admin/leaders/${leader.id}`)).ok()).toBe(true);
}

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Our leader's card on the About page in `path`. */
async function ourCard(page: Page, url: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await waitForApp(page);
  return page.getByTestId('leader-messages').getByRole('listitem').filter({ hasText: LEADER });
}

const inlineContent = (html: string) =>
  /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;

test.afterAll(async ({ request }) => deleteOurLeaders(request));

test('owner: a leader’s message in Hindi, written under the English, shows on /hi/about1 only', async ({
  page: site,
  request,
  baseURL,
}) => {
  // The panel ships no Devanagari font; an office PC has one (Windows: Nirmala UI). This Chromium
  // gets Noto Sans Devanagari as a system font so the screenshots show the Hindi as the office does.
  const env = fontconfigWith(test.info().outputPath('device-fonts'), [
    {
      name: 'NotoSansDevanagari-Regular.ttf',
      bytes: woffToTrueType(notoSansDevanagariFile('noto-sans-devanagari-devanagari-400-normal.woff')),
    },
  ]);
  const browser = await chromium.launch({ ...CHROMIUM, env });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await logInThroughScreen(page, '/admin/people');

    // Added in English only: the People screen says its message is missing in Hindi (the role has
    // the shipped Hindi of "Director").
    const add = page.getByRole('region', { name: 'Add a message' });
    await add.getByLabel('Name', { exact: true }).fill(LEADER);
    await add.getByLabel('Role', { exact: true }).fill('Director');
    await expect(add.getByLabel('Role in Hindi')).toHaveValue('निदेशक');
    await add.getByLabel('Message', { exact: true }).fill(MESSAGE);
    await expect(add.getByLabel('Message in Hindi')).toHaveValue('');
    await expect(add.getByLabel('Message in Hindi')).toHaveAccessibleDescription(/^Missing in Hindi/);
    await add.getByRole('button', { name: 'Add message' }).click();
    await expect(page.getByTestId('toast')).toContainText('live on the site');
    const row = page
      .getByRole('list', { name: /Messages from the team/ })
      .getByRole('listitem')
      .filter({ hasText: LEADER });
    await expect(row.getByText('Missing in Hindi (1)')).toBeVisible();

    // The Hindi page states the fallback: the English message, marked English.
    // The public pages in the test's own browser (they ship their Devanagari font; axe needs its context).
    await site.setViewportSize({ width: 1280, height: 900 });
    let card = await ourCard(site, '/hi/about1');
    await expect(card.locator('blockquote')).toHaveAttribute('lang', 'en');
    await expect(card.locator('blockquote')).toContainText('We teach skills that lead to work.');
    await expect(card.getByRole('heading', { name: 'निदेशक का संदेश' })).toBeVisible();

    // The owner writes the Hindi under the English.
    await row.getByRole('button', { name: /^Edit the message of/ }).click();
    const edit = page.getByRole('region', { name: 'Edit the message' });
    const hindiBox = edit.getByLabel('Message in Hindi');
    await hindiBox.fill(MESSAGE_HI);
    await expect(hindiBox).toHaveAttribute('lang', 'hi');
    await expect(edit.getByText('Missing in Hindi', { exact: true })).toHaveCount(0);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      await edit.getByLabel('Role in Hindi').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `admin-people-form-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('live on the site');
    await expect(row.getByText(/Missing in Hindi/)).toHaveCount(0);

    // /hi/about1: the Hindi, nothing of ours marked English, in the server's HTML too.
    expect(await (await request.get('/hi/about1')).text()).toContain('हम वह हुनर सिखाते हैं जिससे काम मिले।');
    for (const width of [360, 1280]) {
      await site.setViewportSize({ width, height: 900 });
      card = await ourCard(site, '/hi/about1');
      await expect(card.locator('blockquote')).toContainText('हम वह हुनर सिखाते हैं जिससे काम मिले।');
      await expect(card.locator('[lang="en"]')).toHaveCount(0);
      await expect(card.locator('blockquote')).not.toHaveAttribute('lang');
      await noSidewaysScroll(site);
      expect(await axeFindings(site)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await site.screenshot({ path: path.join(SHOTS, `hi-about-message-${width}.png`) });
    }

    // /about1 keeps the English, and its inline content carries none of the Hindi.
    const english = await (await request.get('/about1')).text();
    expect(english).toContain('Every student who walks in deserves our full attention.');
    expect(inlineContent(english)).not.toContain('हुनर');
    card = await ourCard(site, '/about1');
    await expect(card.locator('blockquote')).toContainText('We teach skills that lead to work.');
    await expect(card.getByRole('heading', { name: 'Message from the Director' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
