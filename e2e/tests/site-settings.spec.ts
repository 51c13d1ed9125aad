import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { PUBLIC_PAGES, footer, openPage, toast } from './public-helpers';
import { EMPTY_SETTINGS, changeSiteSettings, type SiteSettings } from './settings-helpers';

/**
 * Decision 021: the institute runs its own site. A fresh install shows nothing made up; the owner fills
 * Settings in the browser and every public page — the HTML the server sends and the live app — shows
 * the new details at once, with WhatsApp buttons where they belong.
 */

// Made-up contact details that must never reach a visitor.
const FAKE = /PLACEHOLDER|00000|example\.com/;
const paths = [...new Set(PUBLIC_PAGES.map((p) => p.path))];

/** The first made-up detail in a page with some context around it, or null. CSS is left out (#00000014 is a colour). */
function fakeIn(page: string): string | null {
  const text = page.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/style="[^"]*"/g, '');
  const match = FAKE.exec(text);
  return match ? text.slice(Math.max(0, match.index - 80), match.index + 80) : null;
}

const OWNER: SiteSettings = {
  ...EMPTY_SETTINGS,
  instituteName: 'DDS Sitapur Centre',
  address: 'Near Gandhi Chowk\nStation Road, Sitapur',
  phone: '098123 45670',
  email: 'office@dds-sitapur.in',
  whatsapp: '91234-56789',
  mapsUrl: 'https://maps.app.goo.gl/ddsSitapur',
  facebook: 'https://facebook.com/ddssitapur',
  upiId: 'ddssitapur@sbi',
  upiPayee: 'DDS Education Trust',
  officeHours: 'Mon–Sat, 9 am – 6 pm',
};
const SHOWN_PHONE = '+91 98123 45670';
const WA = 'https://wa.me/919123456789?text=';
const LABELS: Record<keyof SiteSettings, string> = {
  instituteName: 'Institute name',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  whatsapp: 'WhatsApp number',
  mapsUrl: 'Google Maps link',
  facebook: 'Facebook link',
  instagram: 'Instagram link',
  youtube: 'YouTube link',
  linkedin: 'LinkedIn link',
  upiId: 'UPI id',
  upiPayee: 'Payee name',
  officeHours: 'Office hours',
};

test.describe.configure({ mode: 'serial' });

let before: SiteSettings;
test.beforeAll(async ({ request }) => {
  // The state of a fresh install (an earlier spec may have changed settings and put them back).
  before = await changeSiteSettings(request, EMPTY_SETTINGS);
});
test.afterAll(async ({ request }) => {
  await changeSiteSettings(request, before);
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('(a) a fresh install shows no placeholder, fake number or example address on any public page', async ({
  page,
  request,
}) => {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(fakeIn(html), `HTML of ${path}`).toBeNull();
    expect(/href="(tel:|mailto:|https:\/\/wa\.me)[^"]*"/.exec(html)?.[0], `HTML of ${path}`).toBeUndefined();
  }
  for (const path of ['/', '/InquiryForm', '/OfflineCourses', '/about1']) {
    await openPage(page, path);
    expect(fakeIn(await page.locator('body').innerText()), path).toBeNull();
    await expect(footer(page).getByRole('link', { name: 'Send us an inquiry' })).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  }
  await openPage(page, '/donation');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Donate by UPI' });
  await expect(dialog).toContainText('Online donations are being set up');
  await expect(dialog.getByRole('img')).toHaveCount(0);
});

test('(b) the owner fills Settings in the browser; every page the server sends and the live app show it', async ({
  page,
  request,
}) => {
  await logInThroughScreen(page, '/admin');
  const card = page.getByRole('region', { name: 'Finish setting up your site' });
  await expect(card).toContainText('Phone');
  await expect(card).toContainText('UPI id');
  await card.getByRole('link', { name: 'Fill them in Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const field = (key: keyof SiteSettings) => page.getByLabel(LABELS[key], { exact: true });
  // A mistake is caught in the browser, next to the field, before anything is sent.
  await field('upiId').fill('ddssitapur-at-sbi');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(field('upiId')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('UPI id must look like name@bank')).toBeVisible();
  await expect(field('upiId')).toBeFocused();

  for (const key of Object.keys(LABELS) as Array<keyof SiteSettings>) await field(key).fill(OWNER[key]);
  await expect(field('upiId')).not.toHaveAttribute('aria-invalid', 'true');
  const previewLink = 'upi://pay?pa=ddssitapur@sbi&pn=DDS%20Education%20Trust&cu=INR';
  await expect(page.getByTestId('upi-link')).toHaveText(previewLink);
  await expect(
    page.getByRole('img', { name: 'Preview of the donation QR code: pay DDS Education Trust' }),
  ).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // Leaving with unsaved edits asks first.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Stay and keep editing' })
    .click();
  await expect(field('phone')).toHaveValue(OWNER.phone);

  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page)).toContainText('Settings saved — live on the site now');
  await expect(field('phone')).toHaveValue(SHOWN_PHONE);
  await expect(field('whatsapp')).toHaveValue('+91 91234 56789');
  await expect(page.getByText('All changes saved.')).toBeVisible();

  // The HTML as the server sends it (what curl, a search engine or a slow phone sees first).
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const foot = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(foot, `footer of ${path}`).toContain(SHOWN_PHONE);
    expect(foot, `footer of ${path}`).toContain('href="tel:+919812345670"');
    expect(foot, `footer of ${path}`).toContain('Station Road, Sitapur');
    expect(foot, `footer of ${path}`).toContain('office@dds-sitapur.in');
    expect(foot, `footer of ${path}`).toContain(`href="${WA}`);
    expect(html, `content of ${path}`).toContain('"upiId":"ddssitapur@sbi"');
    expect(fakeIn(html), path).toBeNull();
  }

  // The live app after it.
  await openPage(page, '/about1');
  await expect(footer(page)).toContainText(SHOWN_PHONE);
  await expect(footer(page)).toContainText('Station Road, Sitapur');
  await expect(footer(page)).toContainText('Mon–Sat, 9 am – 6 pm');
  await expect(footer(page).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', OWNER.facebook);
  await expect(footer(page).getByRole('link', { name: 'Instagram' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('DDS Sitapur Centre');
  await openPage(page, '/donation');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Donate by UPI' });
  await expect(dialog).toContainText('ddssitapur@sbi');
  await expect(dialog.getByRole('link', { name: /tap to pay/i })).toHaveAttribute('href', previewLink);
  await expect(dialog.getByRole('img', { name: /UPI QR code/ })).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // Everything important is set: the dashboard's setup card no longer asks for settings (it may
  // still list the sample photos and videos to replace, which are not settings).
  await page.goto('/admin');
  await expect(page.getByTestId('count-inquiry')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fill them in Settings' })).toHaveCount(0);
  await expect(page.getByText('These details are still empty')).toHaveCount(0);
});

test('(c) WhatsApp click-to-chat on the inquiry page, the course cards and the footer', async ({ page, request }) => {
  const general = `${WA}${encodeURIComponent('Hello, I would like to know about your courses.')}`;
  await openPage(page, '/InquiryForm');
  const chat = page.getByRole('main').getByRole('link', { name: 'Chat with us (WhatsApp, opens in a new tab)' });
  await expect(page.getByText('Prefer WhatsApp?')).toBeVisible();
  await expect(chat).toHaveAttribute('href', general);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  const box = await chat.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await openPage(page, '/OfflineCourses');
  const tally = page.getByRole('link', { name: 'Ask on WhatsApp: Tally + GST (WhatsApp, opens in a new tab)' });
  await expect(tally).toHaveAttribute(
    'href',
    `${WA}${encodeURIComponent('Hello, I would like to know about the Tally + GST course.')}`,
  );
  // One per course card, beside its Enroll Now.
  expect(await page.getByRole('link', { name: /^Ask on WhatsApp: / }).count()).toBe(
    await page.getByRole('link', { name: /^Enroll Now: / }).count(),
  );
  await expect(
    footer(page).getByRole('link', { name: 'Chat on WhatsApp (WhatsApp, opens in a new tab)' }),
  ).toHaveAttribute('href', general);
  // Also in the server's HTML, before the app has loaded.
  expect(await (await request.get('/OnilneCourses')).text()).toContain(
    `${WA}${encodeURIComponent('Hello, I would like to know about the MERN Stack course.')}`,
  );
});

for (const width of [1280, 360]) {
  test(`(d) /admin/settings at ${width}px: no serious or critical axe violation, also with a field error shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logInThroughScreen(page, '/admin/settings');
    await expect(page.getByLabel('Institute name')).toHaveValue(OWNER.instituteName);
    await expect(page.getByRole('img', { name: /Preview of the donation QR code/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Google Maps link').fill('maps please');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByLabel('Google Maps link')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Discard changes' }).click();
  });
}
