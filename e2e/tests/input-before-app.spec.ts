import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { ADMIN } from '../support/env';
import { acceptNextDialog } from '../support/fixtures';
import { holdScripts } from '../support/hold-scripts';

/**
 * Nothing typed or chosen is lost while the app takes over the server's page
 * (docs/decisions/016-input-before-the-app.md): the admin login keeps every key pressed around the
 * moment the panel replaces the server's login screen, and an Enroll Now link's course and mode are
 * in the server's admission form, with or without the app.
 */

/** A phone's CPU: Chromium's own throttling, relative to this machine. */
async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface TakeOver {
  /** How much of the password the server's screen held when the panel took it off the page. */
  typedOnServer: number;
  /** Right after that commit: the focused element, whether it is the panel's (still on the page), its value. */
  focusedName: string | null;
  focusedOnPage: boolean;
  focusedValue: string | null;
}

/**
 * Watches for the moment the server's login screen leaves the page and records what the visitor's
 * next key would meet. Then it keeps the main thread busy for a while, as a slow phone's CPU is at
 * that moment: the keys pressed meanwhile are dispatched right after, before any later task of the app.
 */
function watchTakeOver() {
  const w = window as unknown as { __takeOver?: TakeOver; __serverPassword?: HTMLInputElement };
  const observer = new MutationObserver(() => {
    const server = document.getElementById('dds-admin-login');
    if (server) {
      w.__serverPassword ??= server.querySelector<HTMLInputElement>('input[name=password]') ?? undefined;
      return;
    }
    if (!w.__serverPassword || !document.querySelector('input[name=password]')) return;
    const focused = document.activeElement as HTMLInputElement | null;
    w.__takeOver = {
      typedOnServer: w.__serverPassword.value.length,
      focusedName: focused && focused !== document.body ? focused.name : null,
      focusedOnPage: !!focused?.isConnected && focused !== document.body,
      focusedValue: focused && 'value' in focused ? focused.value : null,
    };
    observer.disconnect();
    const until = performance.now() + 400;
    while (performance.now() < until) {
      // busy, as a phone is while the app takes over
    }
  });
  observer.observe(document, { subtree: true, childList: true });
}
const takeOver = (page: Page) =>
  page.evaluate(() => (window as unknown as { __takeOver?: TakeOver }).__takeOver ?? null);

test.describe('/admin: the login typed while the panel takes over', () => {
  test('at 4x CPU, keys pressed as the panel replaces the server screen all land, and Enter logs in', async ({
    page,
  }) => {
    await page.addInitScript(watchTakeOver);
    const release = await holdScripts(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    await slowCpu(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').click();
    // Typing as a person does, with the panel arriving a few letters in.
    await page.keyboard.type(ADMIN.password.slice(0, 2), { delay: 150 });
    release();
    await page.keyboard.type(ADMIN.password.slice(2), { delay: 200 });
    await waitForApp(page);
    const moment = await takeOver(page);
    // The panel took the screen over while the password was being typed (else this proves nothing).
    expect(moment?.typedOnServer).toBeGreaterThan(0);
    expect(moment?.typedOnServer).toBeLessThan(ADMIN.password.length);
    // In that very task the caret is in the panel's password field, with what the server's field held.
    expect(moment).toMatchObject({ focusedName: 'password', focusedOnPage: true });
    expect(moment?.focusedValue).toBe(ADMIN.password.slice(0, moment!.typedOnServer));

    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Password')).toHaveValue(ADMIN.password);
    const alert = acceptNextDialog(page);
    await page.keyboard.press('Enter');
    expect(await alert).toBe('Login Successful');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

// ——— The admission form from an Enroll Now link ———

const ENROLL = '/AdmissionForm?course=Basic%20English&mode=Online';
const courseField = (page: Page) => page.getByRole('combobox', { name: 'Course' });

/** The admissions stored under a name, as the admin sees them. */
async function storedAdmissions(
  request: APIRequestContext,
  name: string,
): Promise<Array<{ name: string; course: string; mode: string }>> {
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const list = await request.get(`/api/admin/admissions?q=${encodeURIComponent(name)}&page=1`);
  return ((await list.json()) as { items: Array<{ name: string; course: string; mode: string }> }).items;
}

async function fillApplicant(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('enrol@example.in');
  await page.getByLabel('Phone (10 digits)').fill('9876543210');
}

test.describe('Enroll Now link, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's form has the link's course and mode chosen, and sending it stores them", async ({
    page,
    request,
  }) => {
    await page.goto(ENROLL);
    await expect(courseField(page)).toHaveValue('Basic English');
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Offline' })).not.toBeChecked();
    const name = `Enroll NoJS ${Date.now()}`;
    await fillApplicant(page, name);
    await page.getByRole('button', { name: 'Submit Admission' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Admission Successful!' })).toBeVisible();
    expect(await storedAdmissions(request, name)).toMatchObject([{ name, course: 'Basic English', mode: 'Online' }]);
  });

  test('a link naming no course of the catalogue, or no mode, chooses nothing of it', async ({ page }) => {
    await page.goto('/AdmissionForm?course=Astrology&mode=Offline');
    await expect(courseField(page)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Offline' })).toBeChecked();
    await page.goto('/admissionform?course=basic%20english&mode=sometimes');
    await expect(courseField(page)).toHaveValue('Basic English');
    await expect(page.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Offline' })).not.toBeChecked();
  });
});

const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #4(18|19|20|21|22|23|25)\b/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || HYDRATION_PROBLEM.test(m.text())) problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Marks the server's form controls, so the test can tell they are the nodes hydration kept. */
const markServerControls = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll('form[data-form="admission"] select, form[data-form="admission"] input'))
      (el as Element & { __fromServer?: boolean }).__fromServer = true;
  });
const serverControlsKept = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('form[data-form="admission"] select, form[data-form="admission"] input[type=radio]'),
    ].every((el) => (el as Element & { __fromServer?: boolean }).__fromServer === true),
  );

test.describe('Enroll Now link, the app held back', () => {
  test("the course and mode are chosen before the app, and hydration keeps them (no mismatch, the server's nodes kept)", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto(ENROLL, { waitUntil: 'commit' });
    await expect(courseField(page)).toHaveValue('Basic English');
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await markServerControls(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The course and the mode on one screen.
      await page.getByRole('radio', { name: 'Online' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `screenshots/admission-enroll-link-server-${width}.png` });
    }
    release();
    await waitForApp(page);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#adm-course') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    );
    await expect(courseField(page)).toHaveValue('Basic English');
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(await serverControlsKept(page)).toBe(true);
    await page.screenshot({ path: 'screenshots/admission-enroll-link-app-1280.png' });
    expect(problems).toEqual([]);
  });

  test("a quick student's post before the app sends the link's course and mode", async ({ page, request }) => {
    const release = await holdScripts(page);
    await page.goto(ENROLL, { waitUntil: 'commit' });
    const name = `Enroll Quick ${Date.now()}`;
    await fillApplicant(page, name);
    await page.getByRole('button', { name: 'Submit Admission' }).click();
    await page.waitForURL(/sent=admission/, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Admission Successful!' })).toBeVisible();
    release();
    expect(await storedAdmissions(request, name)).toMatchObject([{ name, course: 'Basic English', mode: 'Online' }]);
  });

  test("the student changes the link's course and mode before the app: the app keeps the student's", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto(ENROLL, { waitUntil: 'commit' });
    await expect(courseField(page)).toHaveValue('Basic English');
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await courseField(page).selectOption('Python');
    await page.getByRole('radio', { name: 'Offline' }).check();
    release();
    await waitForApp(page);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#adm-course') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    );
    await expect(courseField(page)).toHaveValue('Python');
    await expect(page.getByRole('radio', { name: 'Offline' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    expect(problems).toEqual([]);
  });
});
