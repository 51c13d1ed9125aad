import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { answerConfirmation, logInThroughScreen } from './admin-helpers';
import { openPage } from './public-helpers';

/** A course as the admin API speaks it (shared/src/schemas/course.ts). */
interface Course {
  id: number;
  slug: string;
  name: string;
  fee: number | null;
  batches: string[];
  [field: string]: unknown;
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return {
    list: async () => (await (await request.get('/api/admin/courses')).json()) as Course[],
    /** Puts a course back as it was (the e2e specs share one database). */
    restore: async (course: Course) => {
      // Put back on purpose over the screen's save: without the version it was read at (last one wins).
      const {
        id,
        order: _o,
        featuredOrder: _f,
        gridOrder: _g,
        createdAt: _c,
        updatedAt: _u,
        version: _v,
        ...fields
      } = course;
      const answer = await request.put(`/api/admin/courses/${id}`, { data: fields });
      expect(answer.ok(), await answer.text()).toBe(true);
    },
  };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const courseOptions = (page: Page) => page.getByRole('combobox', { name: 'Course' }).locator('option');

test('a fresh install keeps the contract’s lists: 21 offline, 5 online, 23 in the admission form, 6 featured, 5 in the grid', async ({
  page,
}) => {
  await openPage(page, '/OfflineCourses');
  await expect(page.getByTestId('course-cards').getByRole('listitem')).toHaveCount(21);
  await openPage(page, '/OnilneCourses');
  await expect(page.getByTestId('course-cards').getByRole('heading')).toHaveText([
    'Basic English',
    'Basic Computer',
    'HTML & CSS',
    'JavaScript & React.js',
    'MERN Stack',
  ]);
  await openPage(page, '/AdmissionForm');
  await expect(courseOptions(page)).toHaveCount(24);
  await expect(courseOptions(page).nth(1)).toHaveText('AutoCAD');
  await expect(courseOptions(page).nth(23)).toHaveText('Basic Computer');
  await openPage(page, '/');
  const featured = page.getByTestId('featured-courses').getByRole('link');
  await expect(featured).toHaveText([
    'English Speaking',
    'Web Development',
    'ADCA',
    'Graphic Design',
    'DCA',
    "'O' Level",
  ]);
  await expect(page.getByTestId('course-grid').getByRole('listitem')).toHaveCount(5);
  // Home entries are links to the course pages.
  await featured.filter({ hasText: 'ADCA' }).click();
  await expect(page).toHaveURL(/\/courses\/adca-ccc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ADCA + CCC');
});

test('the admin changes a fee and adds a batch: the course page shows it at once, in the server HTML and the live page', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const before = (await api.list()).find((c) => c.slug === 'tally-gst')!;
  try {
    await logInThroughScreen(page, '/admin/courses');
    await page.getByRole('link', { name: 'Edit Tally + GST' }).click();
    await page.getByLabel('Fee (₹)').fill('12,500');
    await page.getByRole('button', { name: 'Add a batch' }).click();
    await page.getByRole('textbox', { name: `Batch ${before.batches.length + 1}` }).fill('Mon–Sat, 7–8 am');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(page.getByTestId('toast')).toContainText('Tally + GST saved');

    // The HTML the server sends, before any JavaScript: fee, batch and the structured data.
    const html = await (await request.get('/courses/tally-gst')).text();
    expect(html).toContain('₹12,500');
    expect(html).toContain('Mon–Sat, 7–8 am');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Course',
      name: 'Tally + GST',
      offers: { price: 12500, priceCurrency: 'INR' },
    });

    await openPage(page, '/courses/tally-gst', 'Tally + GST');
    await expect(page.getByTestId('course-fee')).toContainText('₹12,500');
    await expect(page.getByTestId('course-batches')).toContainText('Mon–Sat, 7–8 am');
  } finally {
    await api.restore(before);
  }
});

test('hiding a course takes it off the cards and the admission form, and its page is gone; delete asks first', async ({
  page,
  request,
}) => {
  const add = await request.post('/api/admin/login', { data: ADMIN }).then(() =>
    request.post('/api/admin/courses', {
      data: {
        name: 'E2E Advanced Excel',
        slug: '',
        shortName: '',
        modes: ['Offline'],
        description: 'Formulas, pivot tables and dashboards.',
        duration: '6 weeks',
        fee: 4500,
        feeFrom: false,
        batches: [],
        eligibility: '',
        syllabus: [],
        icon: 'calculator',
        visible: true,
        featured: false,
        inLandingGrid: false,
        inAdmissionCatalogue: true,
      },
    }),
  );
  expect(add.status(), await add.text()).toBe(201);
  await openPage(page, '/OfflineCourses');
  await expect(page.getByTestId('course-cards').getByRole('listitem')).toHaveCount(22);
  await openPage(page, '/AdmissionForm?course=E2E%20Advanced%20Excel');
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('E2E Advanced Excel');

  await logInThroughScreen(page, '/admin/courses');
  await page.getByRole('checkbox', { name: 'Shown: E2E Advanced Excel' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Shown: E2E Advanced Excel' })).not.toBeChecked();

  await openPage(page, '/OfflineCourses');
  await expect(page.getByTestId('course-cards').getByRole('listitem')).toHaveCount(21);
  await expect(page.getByRole('link', { name: 'E2E Advanced Excel' })).toHaveCount(0);
  await openPage(page, '/AdmissionForm');
  await expect(courseOptions(page)).toHaveCount(24);
  await expect(courseOptions(page).filter({ hasText: 'E2E Advanced Excel' })).toHaveCount(0);
  expect((await request.get('/courses/e2e-advanced-excel')).status()).toBe(404);

  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Delete E2E Advanced Excel' }).click();
  expect(await answerConfirmation(page, 'Delete “E2E Advanced Excel”?', 'Delete')).toContain('This cannot be undone.');
  await expect(page.getByRole('button', { name: 'Delete E2E Advanced Excel' })).toHaveCount(0);
});

test('Enroll Now on an online course page chooses the course and the Online mode', async ({ page }) => {
  await openPage(page, '/OnilneCourses');
  await page.getByTestId('course-cards').getByRole('link', { name: 'HTML & CSS', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/html-css-online$/);
  await page.getByRole('link', { name: 'Enroll Now: HTML & CSS' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission Form');
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('HTML & CSS');
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
});

test('an unknown course page is the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/courses/astrology');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test.describe(`at ${width}px: no serious or critical axe violation`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a course page', async ({ page }) => {
      await openPage(page, '/courses/tally-gst', 'Tally + GST');
      await expectNoSeriousViolations(page);
    });

    test('/admin/courses', async ({ page }) => {
      await logInThroughScreen(page, '/admin/courses');
      await expect(page.getByTestId('course-row').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
