import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { PNG_1PX, header, toast, watchConsole } from './public-helpers';
import { changeSiteSettings, type SiteSettings } from './settings-helpers';

/**
 * Decision 026 / docs/decisions/026-hindi.md §2: the Hindi pages' interface is Hindi — the forms' words,
 * the browser's own check, the app's check and the real server's answers — while the English pages
 * keep the contract's words exactly. Screenshots at 360 and 1280 px under test-results/hindi-interface/.
 */

const SHOTS = path.join(__dirname, '..', 'test-results', 'hindi-interface');
/** What the browser says of a field when it checks it (as on sending the form). */
const validationMessage = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(label, { exact: true })
    .evaluate((el: HTMLInputElement) => {
      el.checkValidity();
      return el.validationMessage;
    });
/** Axe's moderate, serious and critical findings (as public-a11y.spec.ts counts them). */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Nothing wider than the screen: no sideways scroll, no word cut off a button's edge. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, label, legend, summary, h1, h2, option')]
      // (A visually hidden heading is clipped on purpose: 1 px wide.)
      .filter(
        (el) =>
          el.offsetParent !== null &&
          el.clientWidth > 1 &&
          getComputedStyle(el).overflow !== 'visible' &&
          el.scrollWidth > el.clientWidth + 1,
      )
      .map((el) => el.textContent?.trim()),
  );
  expect(clipped).toEqual([]);
}

test('/hi/AdmissionForm: the browser’s check, the app’s check and the server’s success in Hindi', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/hi/AdmissionForm');
  await waitForApp(page);
  const send = page.getByRole('button', { name: 'प्रवेश फ़ॉर्म भेजें' });
  // Empty: the browser stops the form itself, in the page's words.
  await send.click();
  expect(await validationMessage(page, 'पूरा नाम')).toBe('कृपया यह जानकारी भरें।');
  await page.getByLabel('पूरा नाम').fill('   ');
  await page.getByLabel('ई-मेल').fill('hindi-admission@example.in');
  await page.getByLabel('फ़ोन नंबर (10 अंक)').fill('98765');
  expect(await validationMessage(page, 'फ़ोन नंबर (10 अंक)')).toBe('कृपया बताए गए तरीके से लिखें: ठीक 10 अंक');
  await page.getByLabel('फ़ोन नंबर (10 अंक)').fill('9876543210');
  await page.getByRole('combobox', { name: 'कोर्स' }).selectOption('Tally + GST');
  await page.getByLabel('ऑफ़लाइन').check();
  // Blank after trimming: the app's check (docs/contract.md §5's message, in Hindi).
  await send.click();
  await expect(toast(page)).toHaveText(/कृपया सभी जानकारी भरें!/);
  await page.getByLabel('पूरा नाम').fill('रवि कुमार');
  await send.click();
  await expect(toast(page)).toHaveText(/प्रवेश सफल रहा!/);
  await expect(toast(page)).toHaveAttribute('data-kind', 'success');
  await expect(page).toHaveURL(/\/hi$/, { timeout: 10_000 }); // home after 3 s, in Hindi
  consoleWatch.expectNone();
});

test('/hi/InquiryForm: the checks, a refusal of the real server and its thanks in Hindi', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/hi/InquiryForm');
  await waitForApp(page);
  const send = page.getByRole('button', { name: 'पूछताछ भेजें' });
  await send.click();
  expect(await validationMessage(page, 'पूरा नाम')).toBe('कृपया यह जानकारी भरें।');
  expect(await validationMessage(page, 'कोर्स')).toBe('कृपया सूची में से एक विकल्प चुनें।');
  await page.getByLabel('पूरा नाम').fill(`हिन्दी पूछताछ ${Date.now()}`);
  // The browser's e-mail rule lets this pass; the server's schema does not.
  await page.getByLabel('ई-मेल').fill('asha@example');
  await page.getByLabel('फ़ोन नंबर').fill('9876543210');
  await page.getByRole('combobox', { name: 'कोर्स' }).selectOption({ label: 'दोनों' });
  await page.getByLabel('संदेश', { exact: true }).fill('   ');
  await send.click();
  await expect(toast(page)).toHaveText(/⚠️ कृपया सभी ज़रूरी जानकारी भरें!/);
  // (From here the browser logs the server's 400, as it should: the refusal below is the point.)
  consoleWatch.expectNone();
  await page.getByLabel('संदेश', { exact: true }).fill('शाम का बैच कब से है?');
  await send.click();
  await expect(toast(page)).toHaveText(/कृपया सही ई-मेल पता लिखें।/);
  await expect(toast(page)).toHaveAttribute('data-kind', 'error');
  await page.getByLabel('ई-मेल').fill('asha@example.in');
  await send.click();
  await expect(toast(page)).toHaveText(/धन्यवाद! आपकी पूछताछ हमें मिल गई है।/);
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('');
});

test('/AdmissionForm keeps the contract’s English, and the browser’s own words for its check', async ({ page }) => {
  await page.goto('/AdmissionForm');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Submit Admission' }).click();
  expect(await validationMessage(page, 'Full name')).not.toMatch(/[\u0900-\u097F]/);
  await page.getByLabel('Full name').fill('   ');
  await page.getByLabel('Email').fill('english-admission@example.in');
  await page.getByLabel('Phone (10 digits)').fill('9876543210');
  await page.getByRole('combobox', { name: 'Course' }).selectOption('Tally + GST');
  await page.getByLabel('Online').check();
  await page.getByRole('button', { name: 'Submit Admission' }).click();
  await expect(toast(page)).toHaveText(/^Please fill all fields!/);
  await expect(page.getByRole('group', { name: 'Mode' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[\u0900-\u097F]/);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('the server’s answer to a plain post from a Hindi page is shown in Hindi', async ({ page }) => {
    await page.goto('/hi/InquiryForm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await page.getByLabel('पूरा नाम').fill('बिना स्क्रिप्ट');
    await page.getByLabel('ई-मेल').fill('no-js-hindi@example.in');
    await page.getByLabel('फ़ोन नंबर').fill('9876543210');
    await page.getByRole('combobox', { name: 'कोर्स' }).selectOption({ value: 'spoken' });
    await page.getByLabel('संदेश', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(page.getByRole('alert')).toHaveText('⚠️ कृपया सभी ज़रूरी जानकारी भरें!');
  });
});

test.describe('at 360 and 1280 px', () => {
  let before: SiteSettings;
  test.beforeAll(async ({ request }) => {
    before = await changeSiteSettings(request, { upiId: 'dds-e2e@sbi', upiPayee: 'DDS E2E Trust' });
  });
  test.afterAll(async ({ request }) => {
    await changeSiteSettings(request, before);
  });

  for (const width of [360, 1280]) {
    test(`${width} px: the Hindi pages fit, the switch is in the bar without opening the menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' }); // animations settled, colours final (axe)
      await page.goto('/hi');
      await waitForApp(page);
      expect(await axeFindings(page)).toEqual([]);
      // Decision 026 §1: one switch, in the header bar at every width.
      await expect(header(page).getByRole('link', { name: 'English' })).toBeInViewport();
      await expectNoOverflow(page);
      await page.screenshot({ path: path.join(SHOTS, `hi-home-${width}.png`) });
      if (width === 360) {
        await page
          .getByRole('button', { name: 'मेनू खोलें' })
          .or(page.locator('summary', { hasText: 'मेनू खोलें' }))
          .first()
          .click();
        await expect(
          page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'प्रमाणपत्र डाउनलोड करें' }),
        ).toBeVisible();
        await page.waitForTimeout(700); // the red overlay's 600 ms
        await expectNoOverflow(page);
        await page.screenshot({ path: path.join(SHOTS, `hi-menu-${width}.png`) });
      }

      await page.goto('/hi/AdmissionForm');
      await waitForApp(page);
      await expectNoOverflow(page);
      expect(await axeFindings(page)).toEqual([]);
      await page.getByLabel('पूरा नाम').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `hi-admission-${width}.png`), fullPage: true });

      await page.goto('/hi/donation');
      await waitForApp(page);
      await page.getByRole('button', { name: 'अभी दान करें' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img', { name: 'UPI QR कोड: DDS E2E Trust को भुगतान करें' })).toBeVisible();
      await dialog
        .getByLabel('भुगतान का स्क्रीनशॉट')
        .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(dialog.getByRole('alert')).toHaveText('कृपया तस्वीर वाली फ़ाइल चुनें (अपने भुगतान का स्क्रीनशॉट)।');
      await dialog
        .getByLabel('भुगतान का स्क्रीनशॉट')
        .setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expectNoOverflow(page);
      expect(await axeFindings(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `hi-donation-modal-${width}.png`) });
    });
  }
});
