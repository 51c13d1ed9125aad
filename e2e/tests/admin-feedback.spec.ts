import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitInquiry } from './admin-helpers';

/**
 * Read while a toast is on screen (polled every frame from the moment it appears, so the 3 s toast
 * cannot slip away between two steps): what is under the centre of the Log out button, and whether
 * any part of the toast overlaps the button.
 */
async function logOutUnderToast(page: Page) {
  const handle = await page.waitForFunction(() => {
    const toast = document.querySelector('[data-testid="toast"]');
    if (!toast) return null;
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Log out');
    if (!button) return null;
    const b = button.getBoundingClientRect();
    const t = toast.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    const overlaps = t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom;
    return {
      toastText: toast.textContent ?? '',
      centreIsButton: !!hit && button.contains(hit),
      hit: hit?.outerHTML.slice(0, 80) ?? null,
      overlaps,
    };
  });
  // waitForFunction resolves only on a truthy value: never null here.
  return (await handle.jsonValue())!;
}

for (const width of [360, 390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a toast never covers the Log out button', async ({ page }) => {
      const name = `Feedback ${width} ${Date.now().toString(36)}`;
      await submitInquiry(page.request, name);
      await logInThroughScreen(page, `/admin/inquiries?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole('link', { name })).toBeVisible();

      const seen = logOutUnderToast(page);
      await page.getByRole('combobox', { name: `Status of inquiry from ${name}` }).selectOption('contacted');
      const under = await seen;
      expect(under.toastText).toContain('Status changed to Contacted');
      expect(under, `under the Log out button's centre: ${under.hit}`).toMatchObject({
        centreIsButton: true,
        overlaps: false,
      });

      // And the button works while the toast is up.
      await expect(page.getByTestId('toast')).toBeVisible();
      await page.getByRole('button', { name: 'Log out' }).click({ trial: true, timeout: 2_000 });
    });
  });
}
