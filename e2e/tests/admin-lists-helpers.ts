import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { TINY_PNG } from './admin-helpers';

/** The four admin lists by their addresses (docs/contract.md §2). */
export const LISTS = [
  { path: '/admin/inquiries', title: 'Inquiries', api: '/api/admin/inquiries' },
  { path: '/admin/admission', title: 'Admissions', api: '/api/admin/admissions' },
  { path: '/admin/donationdetails', title: 'Donations', api: '/api/admin/donations' },
  { path: '/admin/certificates', title: 'Certificates', api: '/api/admin/certificates' },
] as const;

/** The other admin screens that must fit too. */
export const OTHER_SCREENS = [
  { path: '/admin', title: /dashboard/i },
  { path: '/admin/courses', title: /courses/i },
  { path: '/admin/settings', title: /settings/i },
  { path: '/admin/gallery', title: /gallery/i },
  { path: '/admin/activity', title: /activity/i },
  { path: '/admin/users', title: /users/i },
] as const;

export const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

const LONG =
  'I would like to know about the weekend batch, the fee in instalments, whether the certificate is recognised, and if my brother can join the same batch next month. '.repeat(
    4,
  );

/** Submits `count` inquiries as the public form does, in parallel batches (names carry `tag`). */
export async function seedInquiries(request: APIRequestContext, tag: string, count: number, long = false) {
  const courses = ['spoken', 'computer', 'both'];
  for (let start = 0; start < count; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, k) => {
        const i = start + k;
        const answer = await request.post('/api/inquiry/inquiryform', {
          data: {
            name: `${tag} Student ${String(i).padStart(4, '0')} ${long && i % 3 === 0 ? 'Venkatanarasimharajuvaripeta Subrahmanyam' : ''}`.trim(),
            email: `s${i}@example.in`,
            phone: `98765${String(i).padStart(5, '0')}`,
            course: courses[i % 3],
            message: long ? LONG : 'Evening batch?',
          },
        });
        expect(answer.ok(), await answer.text()).toBe(true);
      }),
    );
  }
}

export async function seedAdmissions(request: APIRequestContext, tag: string, count: number) {
  for (let i = 0; i < count; i++) {
    const answer = await request.post('/api/admission/admissionform', {
      data: {
        name: `${tag} Applicant ${i}`,
        email: `a${i}@example.in`,
        phone: `98765${String(i).padStart(5, '0')}`,
        course: 'Tally + GST',
        mode: i % 2 ? 'Online' : 'Offline',
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

export async function seedDonations(request: APIRequestContext, tag: string, count: number) {
  for (let i = 0; i < count; i++) {
    const answer = await request.post('/api/donation', {
      multipart: {
        name: `${tag} Donor ${i}`,
        email: `d${i}@example.in`,
        screenshot: { name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** Ids of a list's rows matching a search, through the admin API (the page's session cookie). */
export async function idsOf(page: Page, api: string, q: string): Promise<number[]> {
  const answer = await page.request.get(`${api}?page=1&pageSize=100&q=${encodeURIComponent(q)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { items: Array<{ id: number }> }).items.map((i) => i.id);
}

/** Nothing wider than the window: no horizontal scroll, measured, not judged by eye. */
export async function expectNoHorizontalScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
  // Nor a table scrolling sideways inside its own box (which hides columns just the same).
  const tables = await page
    .locator('table')
    .evaluateAll((all) =>
      all.map((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth })),
    );
  for (const t of tables) expect(t.scroll, `a table on ${what} scrolls sideways`).toBeLessThanOrEqual(t.client);
}

/**
 * Axe judges colour contrast with the opacity in force at that instant: a list still reloading (dimmed to
 * 0.55 while `aria-busy`) or mid-fade would fail it, although the office never reads it that way. So the
 * check waits for the page to settle — no busy region, no running transition — as a reader would.
 */
export async function expectAxeClean(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
