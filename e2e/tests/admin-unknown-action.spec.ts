import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { ADMIN, E2E_ROOT } from '../support/env';
import { addAdminAccount, chooseHindiThroughServer } from '../support/hindi-accounts';
import { signedInPage, submitInquiry } from './admin-helpers';
import { expectNoHorizontalScroll } from './admin-lists-helpers';

/**
 * A server newer than the panel writes an audit action the panel has no words for (decision 005,
 * "Codes a panel does not know"): the row is put straight into the e2e server's database, as a
 * newer server's `writeAudit` would. On a phone (390 px) the Activity screen reads it as a sentence
 * that names the record and keeps the code for support — in English, and in Hindi with the code
 * marked English — and nothing runs off the screen.
 */
test('an action a newer server wrote reads as a sentence with its code, in English and in Hindi, at 390 px', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `Merge${Date.now().toString(36)}`;
  const name = `${tag} Asha Kumari Venkatanarasimharajuvaripeta Subrahmanyam`;
  await submitInquiry(request, name);
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const found = await request.get(`/api/admin/inquiries?q=${tag}&page=1&pageSize=10`);
  const [inquiry] = ((await found.json()) as { items: Array<{ id: number }> }).items;
  expect(inquiry).toBeTruthy();

  const requireFromServer = createRequire(path.join(__dirname, '..', '..', 'server', 'package.json'));
  const Database = requireFromServer('better-sqlite3') as new (file: string) => {
    pragma: (sql: string) => unknown;
    prepare: (sql: string) => { run: (...values: unknown[]) => unknown };
    close: () => void;
  };
  const db = new Database(path.join(E2E_ROOT, 'data', 'dds.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare('insert into audit_log (actor, action, target, detail, ip, created_at) values (?, ?, ?, ?, ?, ?)').run(
    ADMIN.email,
    'record.merge',
    `inquiry:${inquiry!.id}`,
    JSON.stringify({ mergedInto: { before: null, after: inquiry!.id + 1 } }),
    '127.0.0.1',
    new Date().toISOString(),
  );
  db.close();

  const hindi = { email: `${tag.toLowerCase()}@dds.test`, password: 'e2e-Hindi-Merge-2026' };
  await addAdminAccount(request, hindi, 'staff');
  await chooseHindiThroughServer(hindi);

  const cases = [
    {
      account: ADMIN,
      record: `inquiry from ${name}`,
      sentence: `Did something this panel does not name yet (record.merge) on inquiry from ${name}`,
    },
    {
      account: hindi,
      record: `${name} की ओर से पूछताछ`,
      sentence: `${name} की ओर से पूछताछ पर ऐसा काम किया जिसका नाम यह पैनल अभी नहीं जानता (record.merge)`,
    },
  ];
  for (const [i, c] of cases.entries()) {
    const { context, page } = await signedInPage(browser, c.account, {
      width: 390,
      path: '/admin/activity?action=record.merge',
    });
    const link = page.getByRole('link', { name: c.record });
    await expect(link).toHaveAttribute('href', `/admin/inquiries/${inquiry!.id}`);
    const row = page.getByRole('row').filter({ has: link });
    await expect(row).toContainText(c.sentence);
    await expect(row.locator('code[lang="en"]')).toHaveText('record.merge');
    await expectNoHorizontalScroll(
      page,
      `/admin/activity with an unknown action at 390px (${i ? 'Hindi' : 'English'})`,
    );
    const file = testInfo.outputPath(`activity-unknown-action-390-${i ? 'hi' : 'en'}.png`);
    await page.screenshot({ path: file });
    if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, path.basename(file)));
    await context.close();
  }
});

/**
 * A server newer than the panel refuses with words the panel has no Hindi for (decision 005, "Codes
 * a panel does not know"): the refusal comes from the reply templates' save, answered here as that
 * server would. On a phone (390 px) the Hindi admin's toast says it in a Hindi sentence with the
 * server's English marked `lang="en"` (the toast is the shell's, `@dds/shared/toast` 1.1.0, decision
 * 002); the English admin's toast has nothing to mark. The toast stays on the screen.
 */
test('an answer a newer server gave reads in the Hindi toast marked English, at 390 px', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const refusal = 'Reply templates are read-only while the office audit runs';
  const tag = `Toast${Date.now().toString(36)}`;
  const hindi = { email: `${tag.toLowerCase()}@dds.test`, password: 'e2e-Hindi-Toast-2026' };
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  await addAdminAccount(request, hindi, 'staff');
  await chooseHindiThroughServer(hindi);

  const cases = [
    { account: ADMIN, save: 'Save replies', sentence: `Not saved: ${refusal}`, marked: 0 },
    { account: hindi, save: 'जवाब सहेजें', sentence: `सहेजे नहीं गए: ${refusal}`, marked: 1 },
  ];
  for (const [i, c] of cases.entries()) {
    const { context, page } = await signedInPage(browser, c.account, { width: 390, path: '/admin/replies' });
    await page.route('**/api/admin/reply-templates', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 423, json: { message: refusal } })
        : route.continue(),
    );
    await page.getByRole('button', { name: c.save }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(c.sentence);
    await expect(toast.locator('[lang]')).toHaveCount(c.marked);
    if (c.marked) await expect(toast.locator('span[lang="en"]')).toHaveText(refusal);
    const box = (await toast.boundingBox())!;
    expect(box.x, 'the toast starts on the screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the toast ends on the screen').toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(
      page,
      `/admin/replies with a newer server's refusal at 390px (${i ? 'Hindi' : 'English'})`,
    );
    const file = testInfo.outputPath(`toast-unknown-answer-390-${i ? 'hi' : 'en'}.png`);
    await page.screenshot({ path: file });
    if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, path.basename(file)));
    await context.close();
  }
});
