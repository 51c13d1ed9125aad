import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitDonation } from './admin-helpers';

const donor = `Screenshot donor ${Date.now().toString(36)}`;

test('the donation screenshot link opens the image for the admin, and the server refuses it without a session', async ({
  page,
  request,
}) => {
  await submitDonation(page.request, donor);
  await logInThroughScreen(page, `/admin/donationdetails?q=${encodeURIComponent(donor)}`);
  // The list shows the few columns that decide; the screenshot is in the donation's record view (docs/admin-guide.md).
  await page.getByRole('link', { name: donor }).click();
  await expect(page).toHaveURL(/\/admin\/donationdetails\/\d+$/);
  const link = page.getByRole('link', { name: `Payment screenshot sent by ${donor} (opens full size in a new tab)` });
  await expect(link).toBeVisible();

  // The admin clicks it: a new tab shows the picture the donor sent (re-encoded by the server, still that image).
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/screenshot$/);
  // Watched on the context, before the click, so the new tab's first answer cannot slip past.
  const shotAnswer = page.context().waitForEvent('response', (r) => r.url().endsWith(href!));
  const popupOpened = page.waitForEvent('popup');
  await link.click();
  const [popup, answer] = await Promise.all([popupOpened, shotAnswer]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/webp/);
  await expect.poll(() => popup.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBe(1);
  await popup.close();

  // The same address from a client without the admin's cookie (`request` shares no cookies with the page).
  const anonymous = await request.get(href!);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['content-type'] ?? '').not.toMatch(/^image\//);
});
