import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, E2E_PORT } from './env';
import { expect } from './fixtures';

/**
 * Steps the admin panel's Hindi specs share (docs/decisions/026-hindi.md §8). Each spec works with an
 * account of its own that reads the panel in Hindi, so the seeded owner every other spec uses keeps
 * its English panel; and what a spec adds (a course) is hidden and out of the forms, because the specs
 * share one server.
 */
export type Account = { email: string; password: string };

/** Adds `account` with `role`, as the seeded owner (whom `request` logs in). */
export async function addAdminAccount(request: APIRequestContext, account: Account, role: 'owner' | 'staff') {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const added = await request.post('/api/admin/users', {
    data: { email: account.email, role, password: account.password },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** `account` chooses Hindi once, through the server, which keeps it: every later sign-in opens in Hindi. */
export async function chooseHindiThroughServer(account: Account) {
  const desk = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  expect((await desk.post('/api/admin/login', { data: account })).ok()).toBe(true);
  const chosen = await desk.put('/api/admin/account/language', { data: { language: 'hi' } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await desk.dispose();
}

/** On My account (`page` shows it), the admin chooses Hindi as a person would, and is told so in Hindi. */
export async function chooseHindiOnAccountScreen(page: Page) {
  await page.getByRole('radio', { name: 'हिन्दी (Hindi)' }).check();
  await expect(page.getByTestId('toast')).toContainText('पैनल अब हिन्दी में है।');
}

/**
 * Adds a course named `name` as the seeded owner (`request` logged in): hidden, not featured, out of
 * the landing grid and the admission form, so no other spec sees it. Gives back its id.
 */
export async function addHiddenCourse(
  request: APIRequestContext,
  name: string,
  details: { modes: string[]; feeFrom: boolean; batches: string[] },
): Promise<number> {
  const course = await request.post('/api/admin/courses', {
    data: {
      name,
      slug: '',
      shortName: '',
      modes: details.modes,
      description: 'Typed by the office in English.',
      duration: '6 weeks',
      fee: 4500,
      feeFrom: details.feeFrom,
      batches: details.batches,
      eligibility: '',
      syllabus: [],
      icon: 'calculator',
      visible: false,
      featured: false,
      inLandingGrid: false,
      inAdmissionCatalogue: false,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  return ((await course.json()) as { id: number }).id;
}
