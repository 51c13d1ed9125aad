import type { Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { holdScripts } from '../support/hold-scripts';
import { hydratedStates } from '../support/hydrated';

/**
 * Decision 020: the home page's course grid and inquiry form hydrate only when the reader comes near
 * (public-site/src/ui/deferred-section.tsx). On slow data their code may still be on its way when
 * the visitor taps: no tap may be lost — a card link still opens its course, the form still sends.
 */

/** Holds the home page's lower-sections chunk until `release()`: they stay the server's HTML. */
const holdLowerSections = (page: Page) => holdScripts(page, /\/home-below\.[0-9a-f]+\.js$/);

const isHydrated = async (page: Page, selector: string) => (await hydratedStates(page, selector))[0] === true;

const FORM = '#root form[data-form="inquiry"]';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
});

test('a course card tapped while its section is still server HTML opens the course page', async ({ page }) => {
  const release = await holdLowerSections(page);
  await page.goto('/');
  const card = page.getByTestId('course-grid').getByRole('link').first();
  const course = (await card.textContent())!.trim();
  await card.scrollIntoViewIfNeeded();
  expect(await isHydrated(page, '[data-testid="course-grid"]')).toBe(false);
  await card.click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(course);
  release();
});

test('the inquiry form sent while still server HTML is stored and thanked for', async ({ page, request }) => {
  const release = await holdLowerSections(page);
  await page.goto('/');
  const name = `Deferred Form ${Date.now()}`;
  const form = page.locator(FORM);
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill('deferred@example.in');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Spoken English' });
  await form.getByLabel('Message', { exact: true }).fill('Morning batch');
  expect(await isHydrated(page, FORM)).toBe(false);
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been submitted.' }),
  ).toBeVisible();
  release();

  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const list = await request.get(`/api/admin/inquiries?q=${encodeURIComponent(name)}&page=1`);
  expect(((await list.json()) as { items: Array<{ name: string }> }).items.map((i) => i.name)).toEqual([name]);
});

test('what was typed into the form before its code arrived stays when the app takes it over, and the app sends it', async ({
  page,
}) => {
  const release = await holdLowerSections(page);
  await page.goto('/');
  const form = page.locator(FORM);
  await form.getByLabel('Full name').fill('Typed Early');
  await form.getByLabel('Email').fill('typed@example.in');
  expect(await isHydrated(page, FORM)).toBe(false);
  release();
  await expect.poll(() => isHydrated(page, FORM)).toBe(true);
  await expect(form.getByLabel('Full name')).toHaveValue('Typed Early');
  await expect(form.getByLabel('Email')).toHaveValue('typed@example.in');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Spoken English' });
  await form.getByLabel('Message', { exact: true }).fill('Evening batch');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  // The app sent it (a toast, the page not reloaded): the fields are cleared on success.
  await expect(page.getByText('Thank you! Your inquiry has been submitted.').first()).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
});
