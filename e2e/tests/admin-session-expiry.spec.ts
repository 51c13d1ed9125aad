import { ADMIN } from '../support/env';
import { acceptNextDialog, expect, test } from '../support/fixtures';
import { logInThroughScreen, submitInquiry } from './admin-helpers';

const name = `Expiry ${Date.now().toString(36)}`;

test('a session that ends mid-work brings back the login over the page, and after logging in the page works', async ({
  page,
}) => {
  await submitInquiry(page.request, name);
  const listUrl = `/admin/inquiries?q=${encodeURIComponent(name)}`;
  await logInThroughScreen(page, listUrl);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // The session ends on the server (same browser context, so the page's cookie is the one revoked)…
  expect((await page.request.post('/api/admin/logout')).ok()).toBe(true);
  // …and the admin changes a status in the list (notes are written in the record view).
  const status = page.getByRole('combobox', { name: `Status of inquiry from ${name}` });
  await status.selectOption('contacted');

  const dialog = page.getByRole('dialog', { name: 'Please log in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/your session has ended/i);
  // Nothing was lost: same address, the list is still there.
  await expect(page).toHaveURL(listUrl);

  await dialog.getByLabel('Email').fill(ADMIN.email);
  await dialog.getByLabel('Password').fill(ADMIN.password);
  const alert = acceptNextDialog(page);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect(await alert).toBe('Login Successful');
  await expect(dialog).toBeHidden();

  // The change the ended session refused is made by itself after the login: no second try, no stale error.
  await expect(page.getByTestId('toast')).toContainText('Status changed to Contacted');
  await expect(status).toHaveValue('contacted');
  await expect(page.getByText(/not saved/i)).toHaveCount(0);
  await page.reload();
  await expect(status).toHaveValue('contacted');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
