import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForApp } from '../support/app-ready';
import { loadedSharedModules } from '../support/shared-modules';

/**
 * A page's forms do not put the API client (axios) or the validation schemas (zod) in the app's
 * start-up: the app starts at the first interaction (decision 027) and loads neither; the client
 * loads when the visitor first focuses a field, so Send is not delayed. The client
 * is the page's shared HTTP client (@dds/shared/http-client, the shell's copy); the check reads the
 * share scope and, whatever the chunking, every script the page received.
 */
const FORM_PAGES = [
  { path: '/', form: 'Student Inquiry Form', field: 'Full name' },
  { path: '/InquiryForm', form: 'Student Inquiry Form', field: 'Full name' },
  { path: '/AdmissionForm', form: 'Apply for admission', field: 'Full name' },
  { path: '/GetInTouch', form: 'Find your certificate', field: 'Name' },
];

/** Strings each library's minified build keeps: an axios error code, zod's error class name. */
const AXIOS = 'ERR_BAD_RESPONSE';
const ZOD = '$ZodError';

const HTTP_CLIENT = '@dds/shared/http-client';
const loaded = async (page: Page, name: string) => ((await loadedSharedModules(page))[name] ?? []).length > 0;

/** The bodies of the scripts the page has received so far. */
function receivedScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
const anyScriptHas = async (scripts: Promise<string>[], marker: string) =>
  (await Promise.all(scripts)).some((body) => body.includes(marker));

for (const { path, form, field } of FORM_PAGES) {
  test(`${path}: the API client and the schemas are not loaded with the page, and the client loads when a field is focused`, async ({
    page,
  }) => {
    const scripts = receivedScripts(page);
    await page.goto(path);
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    // The app started (an interaction outside the form), with every module its page needs.
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await loaded(page, HTTP_CLIENT), 'API client in the start-up').toBe(false);
    expect(await anyScriptHas(scripts, AXIOS), 'axios in the start-up').toBe(false);
    expect(await anyScriptHas(scripts, ZOD), 'zod in the start-up').toBe(false);

    await page.getByRole('form', { name: form }).getByLabel(field, { exact: true }).focus();
    await expect.poll(() => loaded(page, HTTP_CLIENT)).toBe(true);
    expect(await anyScriptHas(scripts, AXIOS), 'axios once a field is focused').toBe(true);
  });
}

// Course texts are read in the page's language through plain functions; the save's schema (zod)
// stays with the admin panel and the server.
for (const path of ['/OfflineCourses', '/courses/tally-gst']) {
  test(`${path}: a page of courses starts without the validation schemas`, async ({ page }) => {
    const scripts = receivedScripts(page);
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await anyScriptHas(scripts, ZOD), 'zod in the start-up').toBe(false);
  });
}
