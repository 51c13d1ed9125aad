import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { acceptNextDialog, expect, test } from '../support/fixtures';
import { noSidewaysScroll, signedInPage, submitInquiry } from './admin-helpers';

// The panel in Hindi (docs/decisions/026-hindi.md §8): a per-account choice under My account, shown
// at once without a reload, kept by the server so it survives a reload, a new login and another
// device; the document says lang="hi"; what people typed is shown as typed. A staff account of its
// own, so the seeded owner every other spec uses keeps its English panel.

const run = Date.now().toString(36);
const office = { email: `hindi-desk-${run}@dds.test`, password: `reception hindi ${run} ledger` };
const visitor = `Ramesh Kumar ${run}`;
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi');

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const added = await request.post('/api/admin/users', {
    data: { email: office.email, role: 'staff', password: office.password },
  });
  expect(added.status(), await added.text()).toBe(201);
  await submitInquiry(request, visitor);
});

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Admin sections|एडमिन के भाग)$/ });
const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const toast = (page: Page) => page.getByTestId('toast');

/** The inquiries list in Hindi: its title, search box, column headers; the visitor's name as typed. */
async function expectHindiList(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'पूछताछ' })).toBeVisible();
  await expect(page.getByLabel('पूछताछ में खोजें')).toBeVisible();
  await expect(page.getByText(visitor).first()).toBeVisible();
  await expect(page.getByText(/में से 1–/)).toBeVisible(); // "… में से 1–20 · पेज 1 / …"
}

test('an admin reads the panel in Hindi from My account, on every device and login, and goes back to English', async ({
  browser,
}) => {
  const desk = await signedInPage(browser, office, { width: 1280, path: '/admin/account' });
  try {
    const page = desk.page;
    // English until chosen: the same words as before.
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await documentLanguage(page)).not.toBe('hi');

    // The choice takes effect at once: no reload.
    await page.getByRole('radio', { name: 'हिन्दी (Hindi)' }).check();
    await expect(toast(page)).toContainText('पैनल अब हिन्दी में है।');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    expect(await documentLanguage(page)).toBe('hi');
    // The address and what the office typed stay as they are.
    await expect(page.getByText(office.email).first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'account-1280.png'), fullPage: true });

    await nav(page).getByRole('link', { name: 'डैशबोर्ड' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'काम की सूची' })).toBeVisible();
    await expect(page.getByText('अब तक मिले सभी')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-1280.png'), fullPage: true });

    await nav(page).getByRole('link', { name: 'पूछताछ' }).click();
    await expectHindiList(page);
    await expect(page.getByRole('columnheader', { name: 'नाम' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'मिलने का समय' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'inquiries-1280.png'), fullPage: true });

    // Kept by the server: a reload, and a new login, come back in Hindi.
    await page.reload();
    await expectHindiList(page);
    expect(await documentLanguage(page)).toBe('hi');
    await page.getByRole('button', { name: 'लॉग आउट' }).click();
    // This browser remembers the language for its login screen (admin-hindi-login.spec.ts tests it).
    await expect(page.getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
    await page.getByLabel('ईमेल').fill(office.email);
    await page.getByLabel('पासवर्ड').fill(office.password);
    const alert = acceptNextDialog(page);
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    expect(await alert).toBe('Login Successful');
    await expectHindiList(page);

    // Another device (a phone) signs in already in Hindi.
    const phone = await signedInPage(browser, office, { width: 360, path: '/admin' });
    try {
      const small = phone.page;
      await expect(small.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
      await expect(small.getByText('काम की सूची')).toBeVisible();
      await noSidewaysScroll(small);
      await small.screenshot({ path: path.join(SHOTS, 'dashboard-360.png'), fullPage: true });

      await small.getByRole('button', { name: 'मेनू' }).click();
      await expect(nav(small).getByRole('link', { name: 'प्रवेश' })).toBeVisible();
      await nav(small).getByRole('link', { name: 'पूछताछ' }).click();
      await expectHindiList(small);
      await expect(small.getByRole('button', { name: /^फ़िल्टर/ })).toBeVisible();
      await noSidewaysScroll(small);
      await small.screenshot({ path: path.join(SHOTS, 'inquiries-360.png'), fullPage: false });

      // Back to English, from the phone; the desk follows on its next load.
      await small.getByRole('button', { name: 'मेनू' }).click();
      await nav(small).getByRole('link', { name: 'मेरा खाता' }).click();
      await expect(small.getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();
      await noSidewaysScroll(small);
      await small.screenshot({ path: path.join(SHOTS, 'account-360.png'), fullPage: true });
      await small.getByRole('radio', { name: 'English' }).check();
      await expect(toast(small)).toContainText('The panel is now in English.');
      await expect(small.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await small.getByRole('button', { name: 'Menu' }).click();
      await expect(nav(small).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      expect(await documentLanguage(small)).not.toBe('hi');
    } finally {
      await phone.context.close();
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    await expect(page.getByLabel('Search inquiries')).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'My account' })).toBeVisible();
  } finally {
    await desk.context.close();
  }
});
