import { expect, test } from '../support/fixtures';
import { logInThroughScreen } from './admin-helpers';
import { idsOf, seedDonations, seedInquiries } from './admin-lists-helpers';

test('bulk Mark contacted, then Undo puts the statuses back', async ({ page }) => {
  const tag = `Bulk${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 3);
  await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
  await expect(page.locator('tbody tr')).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Actions on selected inquiries' });
  await expect(bar).toContainText('3 inquiries selected');
  await bar.getByRole('button', { name: 'Mark contacted' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('3 inquiries marked Contacted');
  const statuses = page.getByRole('combobox', { name: /^Status of inquiry from/ });
  await expect(statuses).toHaveCount(3);
  for (const select of await statuses.all()) await expect(select).toHaveValue('contacted');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('toast')).toContainText('Undone');
  for (const select of await statuses.all()) await expect(select).toHaveValue('new');
});

test('delete moves rows to the Trash, which restores them', async ({ page }) => {
  const tag = `Del${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 2);
  await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
  const victim = `${tag} Student 0000`;
  await page.getByRole('checkbox', { name: `Select ${victim}` }).check();
  await page
    .getByRole('region', { name: 'Actions on selected inquiries' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('toast')).toContainText('1 inquiry moved to the Trash');
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await page.getByRole('link', { name: /^Trash/ }).click();
  await expect(page).toHaveURL(/trash=1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries: Trash' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${victim}` }).check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('toast')).toContainText('1 inquiry restored');
  await expect(page.getByRole('checkbox', { name: `Select ${victim}` })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await page.goto(`/admin/inquiries?q=${tag}`);
  await expect(page.locator('tbody tr')).toHaveCount(2);
});

test("the date filter's Today is in the URL and shows as a removable chip", async ({ page }) => {
  const tag = `Today${Date.now().toString(36)}`;
  await seedInquiries(page.request, tag, 1);
  await logInThroughScreen(page, `/admin/inquiries?q=${tag}`);
  await page.getByRole('combobox', { name: 'Received' }).selectOption('Today');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(/Today \d\d:\d\d [ap]m/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Received' })).toHaveValue('today');
  await page.getByRole('button', { name: 'Remove filter Received: Today' }).click();
  await expect(page).not.toHaveURL(/from=/);
});

test('a donation whose UPI reference is on another donation is flagged in the list', async ({ page }) => {
  const tag = `Dup${Date.now().toString(36)}`;
  await seedDonations(page.request, tag, 3);
  await logInThroughScreen(page);
  const ids = await idsOf(page, '/api/admin/donations', tag);
  const ref = `4${Date.now()}`.slice(0, 12);
  for (const id of ids.slice(0, 2)) {
    const answer = await page.request.patch(`/api/admin/donations/${id}`, { data: { upiReference: ref } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await page.goto(`/admin/donationdetails?q=${tag}`);
  await expect(
    page.getByRole('img', { name: /duplicate: this upi reference is also on another donation/i }),
  ).toHaveCount(2);
});
