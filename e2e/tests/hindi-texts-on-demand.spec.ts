import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { watchConsole } from './public-helpers';

/**
 * The shipped Hindi texts (6.8 KB gzip) are a chunk only Hindi pages load (docs/decisions/026-hindi.md,
 * "Shipped Hindi only on Hindi pages"): an English page's scripts carry none of them, and a Hindi
 * page has them before it hydrates — a page hydrated without them would show English over the
 * server's Hindi (React reports the mismatch on the console).
 */

/** The bodies of the scripts the page has received so far. */
function receivedScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/** Whether any script holds `text`, as written or with its non-ASCII letters escaped (\u0905). */
async function anyScriptHolds(scripts: Promise<string>[], text: string): Promise<boolean> {
  const escaped = [...text]
    .map((c) => (c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');
  return (await Promise.all(scripts)).some(
    (body) => body.includes(text) || body.toLowerCase().includes(escaped.toLowerCase()),
  );
}

/** The home page's Hindi search description, as the server wrote it into /hi (a text of the site-text catalogue only). */
async function hindiDescription(page: Page): Promise<string> {
  const html = await (await page.request.get('/hi')).text();
  const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
  expect(description, 'the /hi page has a Hindi description').toMatch(/[\u0900-\u097F]/);
  return description!;
}

test('an English page downloads none of the shipped Hindi texts', async ({ page }) => {
  const hindi = await hindiDescription(page);
  const scripts = receivedScripts(page);
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(await anyScriptHolds(scripts, hindi)).toBe(false);
});

test('a Hindi page loads them before it hydrates: its Hindi stays, with no hydration error', async ({ page }) => {
  const hindi = await hindiDescription(page);
  const consoleWatch = watchConsole(page);
  const scripts = receivedScripts(page);
  await page.goto('/hi');
  await waitForApp(page);
  expect(await anyScriptHolds(scripts, hindi)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  consoleWatch.expectNone();
});

test('the seeded courses’ shipped Hindi comes with the Hindi page’s content, in none of its scripts', async ({
  page,
}) => {
  // docs/decisions/026-hindi.md §3 "Cost": the server puts each course's Hindi in a /hi page's
  // content, so no script carries the table of every seeded course's Hindi (it took the Hindi pages
  // past English + 10 KB of scripts).
  const consoleWatch = watchConsole(page);
  const scripts = receivedScripts(page);
  await page.goto('/hi/courses/tally-gst');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('टैली + जीएसटी (Tally + GST)');
  await expect(page.getByTestId('course-syllabus')).toContainText('जीएसटी की सेटिंग, बिल (इनवॉइस) और रिटर्न');
  for (const shipped of ['टैली + जीएसटी (Tally + GST)', 'जीएसटी की सेटिंग, बिल (इनवॉइस) और रिटर्न', 'ऑटोकैड (AutoCAD)'])
    expect(await anyScriptHolds(scripts, shipped), shipped).toBe(false);
  consoleWatch.expectNone();
});
