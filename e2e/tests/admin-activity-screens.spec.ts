import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { expectNoHorizontalScroll, seedInquiries } from './admin-lists-helpers';

/**
 * The Activity screen as the office has it after a busy week: a few hundred entries about records
 * with long names (docs/decisions/019-activity-you-can-read.md). Each record reads by its name and
 * links to it; the action filter finds what it names; 390 and 1280 px are measured and photographed
 * (saved with the test's output; also into $SHOTS_DIR when set).
 */
test('a few hundred entries read by name, link to their records, filter by action, and fit at 390 and 1280 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const tag = `Act${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 300, true);
  await logInThroughScreen(page);
  const list = await page.request.get(`/api/admin/inquiries?q=${tag}&page=1&pageSize=100&sort=createdAt&order=asc`);
  const ids = ((await list.json()) as { items: Array<{ id: number; name: string }> }).items.map((i) => i.id);
  // One audit entry per record changed: 300 status changes, then 3 moved to the Trash (still there: named).
  const contacted = await page.request.post('/api/admin/inquiries/bulk', {
    data: { action: 'status', status: 'contacted', matching: { q: tag } },
  });
  expect(contacted.ok(), await contacted.text()).toBe(true);
  expect(
    (await page.request.post('/api/admin/inquiries/bulk', { data: { action: 'delete', ids: ids.slice(0, 3) } })).ok(),
  ).toBe(true);

  const shot = async (name: string) => {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
  };

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 761 ? 844 : 800 });
    await page.goto('/admin/activity?pageSize=100');
    const named = page.getByRole('link', { name: new RegExp(`^inquiry from ${tag} Student`) });
    await expect(named.first()).toBeVisible();
    expect(await named.count()).toBeGreaterThanOrEqual(90);
    await expectNoHorizontalScroll(page, `/admin/activity at ${width}px with 100 entries`);
    await shot(`activity-${width}`);
  }

  // The filter: each action once; "Moved an inquiry to the Trash" finds the three.
  const action = page.getByRole('combobox', { name: 'Action' });
  const labels = await action.locator('option').allTextContents();
  expect(labels.length).toBe(new Set(labels).size);
  await action.selectOption({ label: 'Moved an inquiry to the Trash' });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4); // the header and the three
  await shot('activity-filtered-1280');
  await page
    .getByRole('table')
    .getByRole('link', { name: new RegExp(`^inquiry from ${tag} Student`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/(${ids.slice(0, 3).join('|')})$`));

  // From the dashboard to the site, in a new tab.
  await page.goto('/admin');
  const view = page.getByRole('link', { name: 'View the site (opens in a new tab)' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/');
  await tab.close();
});
