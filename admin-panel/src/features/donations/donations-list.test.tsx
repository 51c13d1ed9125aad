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

it("shows 'N/A' and '-' for what the admin has not filled in yet", async () => {
  fetchPage.mockResolvedValue(pageOf([aDonation({ name: 'Meera Joshi' }), aDonation({ name: 'Kiran Rao', amount: 1500, upiReference: 'UPI123' })]) as never);
  renderAdmin('/admin/donationdetails', loggedIn);

  const meera = await rowOf('Meera Joshi');
  expect(within(meera).getByText('N/A')).toBeInTheDocument();
  expect(within(meera).getByText('-')).toBeInTheDocument(); // UPI reference
  const kiran = await rowOf('Kiran Rao');
  for (const text of ['₹1,500', 'UPI123']) expect(within(kiran).getByText(text)).toBeInTheDocument();
});

it('flags a UPI reference that is also on another donation, in words a screen reader says', async () => {
  fetchPage.mockResolvedValue(pageOf([{ ...aDonation({ name: 'Meera Joshi', upiReference: '412345678901' }), duplicateUpiRef: true }, aDonation({ name: 'Kiran Rao', upiReference: 'UPI9' })]) as never);
  renderAdmin('/admin/donationdetails', loggedIn);
  const meera = await rowOf('Meera Joshi');
  expect(within(meera).getByRole('img', { name: /duplicate: this upi reference is also on another donation/i })).toHaveTextContent('Duplicate');
  expect(within(await rowOf('Kiran Rao')).queryByText('Duplicate')).not.toBeInTheDocument();
});

it('marks a donation verified from its row', async () => {
  const d = aDonation({ name: 'Meera Joshi' });
  fetchPage.mockResolvedValue(pageOf([d]) as never);
  patch.mockResolvedValueOnce({ ...d, verified: true });
  const { user } = renderAdmin('/admin/donationdetails', loggedIn);

  await user.click(await screen.findByRole('checkbox', { name: 'Donation from Meera Joshi verified' }));
  expect(patch).toHaveBeenCalledWith(d.id, { verified: true });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' })).toBeChecked());
});
