import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, TINY_PNG } from './admin-helpers';
import { expectAxeClean, expectNoHorizontalScroll } from './admin-lists-helpers';

/**
 * Decision 026: the lists of what visitors sent show the language they sent it in (a column on
 * a wide screen, a line on a phone's card only when it is not English) and filter by it — with
 * thousands of rows, as an office a few years in has.
 */
const tag = `Lang${Date.now().toString(36)}`;
const INQUIRIES = 2000;
const hindi = (i: number, every: number) => i % every === 0;

async function post(
  request: APIRequestContext,
  url: string,
  count: number,
  body: (i: number) => Record<string, unknown>,
  multipart = false,
) {
  for (let start = 0; start < count; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, k) => {
        const data = body(start + k);
        const answer = multipart
          ? await request.post(url, {
              multipart: {
                ...(data as Record<string, string>),
                screenshot: { name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG },
              },
            })
          : await request.post(url, { data });
        expect(answer.ok(), await answer.text()).toBe(true);
      }),
    );
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  const courses = ['spoken', 'computer', 'both'];
  await post(request, '/api/inquiry/inquiryform', INQUIRIES, (i) => ({
    name: hindi(i, 5) ? `${tag} आशा वर्मा ${i}` : `${tag} Student ${String(i).padStart(4, '0')}`,
    email: `l${i}@example.in`,
    phone: `98765${String(i).padStart(5, '0')}`,
    course: courses[i % 3],
    message: 'शाम का बैच कब से है? / Evening batch?',
    // Hindi pages say so; the English forms send the contract's body without the field.
    ...(hindi(i, 5) ? { language: 'hi' } : {}),
  }));
  await post(request, '/api/admission/admissionform', 40, (i) => ({
    name: hindi(i, 4) ? `${tag} रवि कुमार ${i}` : `${tag} Applicant ${i}`,
    email: `la${i}@example.in`,
    phone: `98765${String(i).padStart(5, '0')}`,
    course: 'Tally + GST',
    mode: i % 2 ? 'Online' : 'Offline',
    ...(hindi(i, 4) ? { language: 'hi' } : {}),
  }));
  await post(
    request,
    '/api/donation',
    12,
    (i) => ({
      name: hindi(i, 3) ? `${tag} मीरा दास ${i}` : `${tag} Donor ${i}`,
      email: `ld${i}@example.in`,
      ...(hindi(i, 3) ? { language: 'hi' } : {}),
    }),
    true,
  );
});

/** Saved with the test's output, and into $SHOTS_DIR when set, for a person to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  if (process.env.SHOTS_DIR) fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
}

const LISTS = [
  { path: '/admin/inquiries', title: 'Inquiries', hindiName: 'आशा वर्मा' },
  { path: '/admin/admission', title: 'Admissions', hindiName: 'रवि कुमार' },
  { path: '/admin/donationdetails', title: 'Donations', hindiName: 'मीरा दास' },
] as const;

test('at 1280 px each list has a Language column and a Language filter that keeps only that language', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughScreen(page);
  for (const list of LISTS) {
    await page.goto(`${list.path}?q=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Language' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // Newest first: the last one sent (i = 1999, 39, 11) is English, a Hindi one is among them.
    await expect(page.getByRole('cell', { name: 'Hindi', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'English', exact: true }).first()).toBeVisible();
    await expectNoHorizontalScroll(page, `${list.title} with a Language column`);
    await shot(page, testInfo, `language-${list.title.toLowerCase()}-1280`);

    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('hi');
    await expect(page).toHaveURL(/language=hi/);
    await expect(page.getByRole('cell', { name: 'English', exact: true })).toHaveCount(0);
    const names = await page.locator('tbody tr td[data-card="title"]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain(list.hindiName);
    await expectAxeClean(page);
    await shot(page, testInfo, `language-${list.title.toLowerCase()}-hindi-1280`);
  }
  // The count of Hindi inquiries among thousands, as the list's total says.
  await page.goto(`/admin/inquiries?q=${tag}&language=hi`);
  await expect(page.getByText(new RegExp(`of ${(INQUIRIES / 5).toLocaleString('en-IN')}\\b`)).first()).toBeVisible();
});

test('at 390 px a card says "Language: Hindi" only for a Hindi submission, and the folded filters have Language', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughScreen(page);
  for (const list of LISTS) {
    await page.goto(`${list.path}?q=${tag}`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const cards = page.locator('tbody tr');
    const rows = await cards.evaluateAll((trs) =>
      trs.map((tr) => ({
        name: tr.querySelector('td[data-card="title"]')!.textContent ?? '',
        language: [...tr.querySelectorAll<HTMLElement>('td[data-label="Language"]')]
          .filter((td) => td.offsetParent !== null)
          .map((td) => td.textContent),
        height: tr.getBoundingClientRect().height,
      })),
    );
    for (const row of rows) expect(row.language, row.name).toEqual(row.name.includes(list.hindiName) ? ['Hindi'] : []);
    expect(rows.some((r) => r.language.length)).toBe(true);
    expect(Math.max(...rows.map((r) => r.height))).toBeLessThanOrEqual(160);
    await expectNoHorizontalScroll(page, `${list.title} cards`);
    await shot(page, testInfo, `language-${list.title.toLowerCase()}-390`);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('hi');
    await expect(page).toHaveURL(/language=hi/);
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 1 in force');
    await expectNoHorizontalScroll(page, `${list.title} filtered`);
    await expectAxeClean(page);
    await shot(page, testInfo, `language-${list.title.toLowerCase()}-hindi-390`);
  }
});
