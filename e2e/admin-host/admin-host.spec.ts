/**
 * The admin panel on its own host (docs/decisions/003-admin-on-its-own-host.md): one production
 * server behind Debian's nginx running deploy/nginx/dds.conf and dds-admin.conf, the public site at
 * https://dds.test:<port> and the admin panel at https://admin.dds.test:<port>, with
 * PUBLIC_ORIGIN, ADMIN_ORIGIN and TRUST_PROXY=1 as README says. Chromium resolves both names to
 * this machine; Node does not, so data is sent from pages (fetch), never with `request`.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { logInThroughScreen, TINY_PNG, uploadCertificate } from '../tests/admin-helpers';
import { expect, test } from '../support/fixtures';
import { ADMIN_HOST } from '../support/admin-host-env';

const SITE = ADMIN_HOST.siteOrigin;
const ADMIN_SITE = ADMIN_HOST.adminOrigin;
const run = Date.now().toString(36);

test.beforeAll(() => {
  if (!ADMIN_HOST.nginx)
    throw new Error('nginx is not installed (Debian: apt-get install -y nginx), or set NGINX_PATH');
});

/** An inquiry and a donation with its screenshot, sent from the public site as its forms send them. */
async function submitOnPublicSite(page: Page, name: string) {
  await page.goto(`${SITE}/`);
  const statuses = await page.evaluate(
    async ({ name, png }) => {
      const inquiry = await fetch('/api/inquiry/inquiryform', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          email: 'visitor@example.in',
          phone: '9876543210',
          course: 'spoken',
          message: 'Evening batch?',
        }),
      });
      const form = new FormData();
      form.set('name', name);
      form.set('email', 'donor@example.in');
      form.set(
        'screenshot',
        new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], 'payment.png', { type: 'image/png' }),
      );
      const donation = await fetch('/api/donation', { method: 'POST', body: form });
      return [inquiry.status, donation.status];
    },
    { name, png: TINY_PNG.toString('base64') },
  );
  expect(statuses).toEqual([200, 200]);
}

/** A same-origin GET from the page: its status, X-Robots-Tag and body. */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const answer = await fetch(p);
    return { status: answer.status, robots: answer.headers.get('x-robots-tag'), body: await answer.text() };
  }, path);

test('on its own host the admin logs in, works the lists, uploads a certificate, opens a screenshot and exports CSV', async ({
  page,
  context,
}) => {
  const visitor = `Admin host ${run}`;
  await submitOnPublicSite(page, visitor);

  // https://admin.<domain>/ opens the admin panel, marked noindex.
  const opened = await page.goto(`${ADMIN_SITE}/`);
  expect(page.url()).toBe(`${ADMIN_SITE}/admin`);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');

  // A deep link, logged in through the screen: the login POST comes from the admin origin.
  await logInThroughScreen(page, `${ADMIN_SITE}/admin/inquiries?q=${encodeURIComponent(visitor)}`);
  await expect(page.getByText('Showing 1–1 of 1 · Page 1 of 1')).toBeVisible();
  // The session is a first-party cookie of the admin host only, as strict as on the public host.
  const [session] = (await context.cookies(ADMIN_SITE)).filter((c) => c.name === 'dds_session');
  expect(session).toMatchObject({ domain: 'admin.dds.test', secure: true, httpOnly: true, sameSite: 'Strict' });
  expect((await context.cookies(SITE)).filter((c) => c.name === 'dds_session')).toEqual([]);

  // A state-changing call from the list (status), then the CSV of the filtered list.
  const status = page.getByRole('combobox', { name: `Status of inquiry from ${visitor}` });
  await status.selectOption('contacted');
  await expect(page.getByTestId('toast')).toContainText('Status changed to Contacted');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export inquiries' }).click(); // CSV and Excel are behind it
  await page.getByRole('link', { name: /export csv of these inquiries/i }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain(visitor);

  // The donation's screenshot, opened from its record view.
  await page.goto(`${ADMIN_SITE}/admin/donationdetails?q=${encodeURIComponent(visitor)}`);
  await page.getByRole('link', { name: visitor }).click();
  await expect(page).toHaveURL(/\/admin\/donationdetails\/\d+$/);
  const link = page.getByRole('link', { name: `Payment screenshot sent by ${visitor} (opens full size in a new tab)` });
  const href = await link.getAttribute('href');
  const shotAnswer = context.waitForEvent('response', (r) => r.url().endsWith(href!));
  const popupOpened = page.waitForEvent('popup');
  await link.click();
  const [popup, answer] = await Promise.all([popupOpened, shotAnswer]);
  expect(answer.url().startsWith(`${ADMIN_SITE}/api/admin/donations/`)).toBe(true);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/webp/);
  await popup.close();

  // A certificate upload (multipart) from the dashboard.
  const student = { name: `Asha Verma ${run}`, roll: `DDS-H-${run}`, dob: '2006-01-15' };
  await page.goto(`${ADMIN_SITE}/admin`);
  await uploadCertificate(page, student);
  await page.goto(`${ADMIN_SITE}/admin/certificates?q=${student.roll}`);
  await expect(page.getByText(student.name, { exact: true })).toBeVisible();
});

test('public pages asked on the admin host go to the public host, which never names the admin host', async ({
  page,
}) => {
  await page.goto(`${ADMIN_SITE}/about1?from=poster`);
  expect(page.url()).toBe(`${SITE}/about1?from=poster`);

  // The public site works as before on its own host, and nothing there is marked noindex.
  const home = await page.goto(`${SITE}/`);
  expect(home?.status()).toBe(200);
  expect(home?.headers()['x-robots-tag']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
  const sharing = await page
    .locator('link[rel="canonical"], meta[property^="og:"]')
    .evaluateAll((els) => els.map((e) => e.outerHTML));
  expect(sharing.join('\n')).not.toContain('admin.dds.test');

  for (const [origin, robots] of [
    [SITE, null],
    [ADMIN_SITE, 'noindex, nofollow'],
  ] as const) {
    if (origin === ADMIN_SITE) await page.goto(`${ADMIN_SITE}/admin`);
    const sitemap = await fetchFromPage(page, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.robots).toBe(robots);
    expect(sitemap.body).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap.body).not.toContain('admin.dds.test');
    const robotsTxt = await fetchFromPage(page, '/robots.txt');
    expect(robotsTxt.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robotsTxt.body).not.toContain('admin.dds.test');
  }
});

test('the admin panel still works on the public host too, with its own session', async ({ page, context }) => {
  await logInThroughScreen(page, `${SITE}/admin`);
  expect((await context.cookies(SITE)).some((c) => c.name === 'dds_session' && c.domain === 'dds.test')).toBe(true);
  expect((await fetchFromPage(page, '/api/admin/me')).status).toBe(200);
});
