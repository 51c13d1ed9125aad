import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as plain } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_ROOT } from '../support/env';
import { logInThroughScreen } from './admin-helpers';

/**
 * The screens of the visitor e-mails (docs/decisions/025-visitor-mail.md): the owner's words on
 * Site text › "E-mails to visitors", and the page an unsubscribe link opens — which must work with
 * JavaScript off, from any mail client, at phone width. The mails themselves are tested with a
 * real SMTP server in server/src/features/visitor-mail/visitor-mail.test.ts.
 */

const SHOTS = path.join(__dirname, '..', 'test-results', 'visitor-mail');

/** The link a visitor's mail carries, signed with this server's secret as the server signs it. */
function unsubscribePath(email: string): string {
  const secret = fs.readFileSync(path.join(E2E_ROOT, 'data', 'session-secret'), 'utf8').trim();
  const sig = crypto.createHmac('sha256', secret).update(`unsubscribe:v1\n${email}`).digest('base64url').slice(0, 32);
  return `/unsubscribe?token=${Buffer.from(email).toString('base64url')}.${sig}`;
}

test('Site text › E-mails to visitors: each mail’s subject, greeting and paragraphs with a preview', async ({
  page,
}) => {
  await logInThroughScreen(page, '/admin/site-text');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Page', { exact: true }).selectOption({ label: 'E-mails to visitors' });
    await expect(page.getByRole('heading', { level: 2, name: 'Student inquiry' })).toBeVisible();
    for (const name of ['Admission form', 'Donor: thank-you', 'Donor: receipt', 'Every e-mail'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText("are replaced by the visitor's name", { exact: false })).toBeVisible();
    await expect(page.getByTestId('preview-emails.inquiry')).toContainText('Subject: We have your question, {name}');
    await expect(page.getByRole('link', { name: 'View this page' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${width}px ${v.id}`),
    ).toEqual([]);
    await page.getByLabel('Page', { exact: true }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(SHOTS, `site-text-emails-${width}.png`), fullPage: false });
  }
});

// Not the site's app: plain Playwright, whose goto does not wait for the app to mount.
plain.describe('unsubscribe with JavaScript off', () => {
  plain.use({ javaScriptEnabled: false });

  plain('the link shows one button; pressing it unsubscribes; a changed link is refused', async ({ page }) => {
    for (const width of [390, 1280]) {
      const email = `reader${width}@example.com`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(unsubscribePath(email));
      await expect(page.getByRole('heading', { level: 1, name: 'Stop e-mails from DDS?' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `unsubscribe-${width}.png`) });
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `unsubscribed-${width}.png`) });
    }
    const bad = await page.goto('/unsubscribe?token=bm9ib2R5QGV4YW1wbGUuY29t.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(bad!.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  });
});

// axe runs as a script in the page: this one has JavaScript on (the page itself uses none).
plain('the unsubscribe page has no serious or critical axe violation at 360 and 1280 px', async ({ page }) => {
  await page.goto(unsubscribePath('axe@example.com'));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${width}px ${v.id}`),
    ).toEqual([]);
  }
});
