import { screen, waitFor, within } from '@testing-library/react';
import { fetchListPage, updateDonation } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { aDonation } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn(), updateDonation: jest.fn() }));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const patch = updateDonation as jest.MockedFunction<typeof updateDonation>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

beforeEach(() => jest.clearAllMocks());

it("shows 'No donations submitted yet' when there are none", async () => {
  fetchPage.mockResolvedValue(pageOf([]) as never);
  renderAdmin('/admin/donationdetails', loggedIn);
  expect(await screen.findByText(MESSAGES.noDonations)).toBeInTheDocument();
});

it("shows 'N/A' and '-' for what the donor left out, and the screenshot from the server's address", async () => {
  const d = aDonation({ name: 'Meera Joshi', screenshot: '/api/admin/donations/7/screenshot' });
  fetchPage.mockResolvedValue(pageOf([d, aDonation({ name: 'Kiran Rao', amount: 1500, message: 'For books', upiReference: 'UPI123' })]) as never);
  renderAdmin('/admin/donationdetails', loggedIn);

  const meera = await rowOf('Meera Joshi');
  expect(within(meera).getByText('N/A')).toBeInTheDocument();
  expect(within(meera).getAllByText('-')).toHaveLength(2); // message and UPI reference
  expect(within(meera).getByRole('link', { name: /view screenshot of payment from meera joshi/i })).toHaveAttribute('href', `${window.location.origin}/api/admin/donations/7/screenshot`);
  const kiran = await rowOf('Kiran Rao');
  for (const text of ['₹1,500', 'For books', 'UPI123']) expect(within(kiran).getByText(text)).toBeInTheDocument();
});

it('marks a donation verified and records amount and UPI reference', async () => {
  const d = aDonation({ name: 'Meera Joshi' });
  fetchPage.mockResolvedValue(pageOf([d]) as never);
  patch.mockResolvedValueOnce({ ...d, verified: true }).mockResolvedValueOnce({ ...d, verified: true, amount: 501, upiReference: 'T2603' });
  const { user } = renderAdmin('/admin/donationdetails', loggedIn);

  await user.click(await screen.findByRole('checkbox', { name: 'Donation from Meera Joshi verified' }));
  expect(patch).toHaveBeenCalledWith(d.id, { verified: true });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' })).toBeChecked());

  await user.click(screen.getByRole('button', { name: /edit amount, message and upi reference of donation from meera joshi/i }));
  await user.type(screen.getByLabelText('Amount (₹)'), '501');
  await user.type(screen.getByLabelText('UPI reference'), 'T2603');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(patch).toHaveBeenLastCalledWith(d.id, { amount: 501, message: null, upiReference: 'T2603' });
  expect(await screen.findByText('₹501')).toBeInTheDocument();
});
