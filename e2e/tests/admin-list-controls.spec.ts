import { expect, test } from '../support/fixtures';
import { logInThroughScreen, submitInquiry } from './admin-helpers';

const tag = `Sorter${Date.now().toString(36)}`;

test('the Name header sorts A–Z then Z–A, and rows per page stay in the URL', async ({ page }) => {
  for (const first of ['Meena', 'Zoya', 'Arjun']) await submitInquiry(page.request, `${tag} ${first}`);
  await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
  const names = page.locator('tbody td[data-label="Name"]');
  // Newest first by default.
  await expect(names).toHaveText([`${tag} Arjun`, `${tag} Zoya`, `${tag} Meena`]);

  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(names).toHaveText([`${tag} Arjun`, `${tag} Meena`, `${tag} Zoya`]);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Sort by')).toHaveValue('name:asc');
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(names).toHaveText([`${tag} Zoya`, `${tag} Meena`, `${tag} Arjun`]);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  // The biggest size the server allows; a reload keeps both the size and the order.
  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/pageSize=100/);
  await page.reload();
  await expect(page.getByLabel('Rows per page')).toHaveValue('100');
  await expect(page.getByText('Showing 1–3 of 3 · Page 1 of 1')).toBeVisible();
  await expect(names).toHaveText([`${tag} Zoya`, `${tag} Meena`, `${tag} Arjun`]);
});
