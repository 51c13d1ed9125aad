import { expect, test } from '../support/fixtures';
import { loadedSharedModules } from '../support/shared-modules';

/**
 * Issue 14: a page's forms do not put the API client (axios) or the validation schemas (zod) on
 * the first paint; the client loads when the visitor first focuses a field, so Send is not delayed.
 */
const FORM_PAGES = [
  { path: '/', form: 'Student Inquiry Form', field: 'Full name' },
  { path: '/InquiryForm', form: 'Student Inquiry Form', field: 'Full name' },
  { path: '/AdmissionForm', form: 'Apply for admission', field: 'Full name' },
  { path: '/GetInTouch', form: 'Find your certificate', field: 'Name' },
];

const loaded = async (page: import('@playwright/test').Page, name: string) => ((await loadedSharedModules(page))[name] ?? []).length > 0;

for (const { path, form, field } of FORM_PAGES) {
  test(`${path}: the API client and the schemas are not loaded with the page, and the client loads when a field is focused`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    expect(await loaded(page, '@dds/shared/api'), 'API client on first paint').toBe(false);
    expect(await loaded(page, '@dds/shared/schemas'), 'schemas on first paint').toBe(false);

    await page.getByRole('form', { name: form }).getByLabel(field, { exact: true }).focus();
    await expect.poll(() => loaded(page, '@dds/shared/api')).toBe(true);
  });
}
