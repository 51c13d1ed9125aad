// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor, within } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { aDonation } from '../../test/builders';
import { EditConflictError } from '../edit-conflict';
import { fetchRecord } from '../record/record-api';
import { fetchDonation, saveDonation } from './donation-save';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('./donation-save', () => ({ saveDonation: jest.fn(), fetchDonation: jest.fn() }));
// The details are edited in the record view, which reads one record at a time.
jest.mock('../record/record-api', () => ({ ...jest.requireActual('../record/record-api'), fetchRecord: jest.fn() }));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const patch = saveDonation as jest.MockedFunction<typeof saveDonation>;
const fetchOne = fetchDonation as jest.MockedFunction<typeof fetchDonation>;
const fetchRecordOf = fetchRecord as jest.MockedFunction<typeof fetchRecord>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

beforeEach(() => jest.clearAllMocks());

it("shows 'No donations submitted yet' when there are none", async () => {
  fetchPage.mockResolvedValue(pageOf([]) as never);
  renderAdmin('/admin/donationdetails', loggedIn);
  expect(await screen.findByText(MESSAGES.noDonations)).toBeInTheDocument();
});

it("shows 'N/A' and '-' for what the admin has not filled in yet", async () => {
  fetchPage.mockResolvedValue(
    pageOf([
      aDonation({ name: 'Meera Joshi' }),
      aDonation({ name: 'Kiran Rao', amount: 1500, upiReference: 'UPI123' }),
    ]) as never,
  );
  renderAdmin('/admin/donationdetails', loggedIn);

  const meera = await rowOf('Meera Joshi');
  expect(within(meera).getByText('N/A')).toBeInTheDocument();
  expect(within(meera).getByText('-')).toBeInTheDocument(); // UPI reference
  const kiran = await rowOf('Kiran Rao');
  for (const text of ['₹1,500', 'UPI123']) expect(within(kiran).getByText(text)).toBeInTheDocument();
});

it('flags a UPI reference that is also on another donation, in words a screen reader says', async () => {
  fetchPage.mockResolvedValue(
    pageOf([
      { ...aDonation({ name: 'Meera Joshi', upiReference: '412345678901' }), duplicateUpiRef: true },
      aDonation({ name: 'Kiran Rao', upiReference: 'UPI9' }),
    ]) as never,
  );
  renderAdmin('/admin/donationdetails', loggedIn);
  const meera = await rowOf('Meera Joshi');
  expect(
    within(meera).getByRole('img', { name: /duplicate: this upi reference is also on another donation/i }),
  ).toHaveTextContent('Duplicate');
  expect(within(await rowOf('Kiran Rao')).queryByText('Duplicate')).not.toBeInTheDocument();
});

it('marks a donation verified from its row', async () => {
  const d = aDonation({ name: 'Meera Joshi' });
  fetchPage.mockResolvedValue(pageOf([d]) as never);
  patch.mockResolvedValueOnce({ ...d, verified: true });
  const { user } = renderAdmin('/admin/donationdetails', loggedIn);

  await user.click(await screen.findByRole('checkbox', { name: 'Donation from Meera Joshi verified' }));
  expect(patch).toHaveBeenCalledWith(d.id, { verified: true }, d.version);
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' })).toBeChecked(),
  );
});

it('a Verified mark on a donation another admin changed meanwhile: says who, then reload or overwrite', async () => {
  const d = aDonation({ name: 'Meera Joshi', version: 3 });
  const changed = { ...d, amount: 2500, version: 4 };
  fetchPage.mockResolvedValue(pageOf([d]) as never);
  patch.mockRejectedValueOnce(
    new EditConflictError({ version: 4, changedBy: 'office@dds.test', changedAt: '2026-11-27T05:00:00.000Z' }),
  );
  const { user } = renderAdmin('/admin/donationdetails', loggedIn);

  await user.click(await screen.findByRole('checkbox', { name: 'Donation from Meera Joshi verified' }));
  const notice = await screen.findByTestId('edit-conflict');
  expect(notice).toHaveTextContent(/Changed by office@dds\.test at .* while you were editing — reload, or overwrite/);
  expect(notice).toHaveFocus();

  // Reload: the row shows the other admin's amount; nothing was marked.
  fetchOne.mockResolvedValueOnce(changed);
  await user.click(within(notice).getByRole('button', { name: 'Reload' }));
  expect(await within(await rowOf('Meera Joshi')).findByText('₹2,500')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' })).not.toBeChecked();

  // Marked again, meanwhile changed again: Overwrite sends the mark on the version the server named.
  patch.mockRejectedValueOnce(
    new EditConflictError({ version: 5, changedBy: 'office@dds.test', changedAt: '2026-11-27T05:01:00.000Z' }),
  );
  await user.click(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' }));
  patch.mockResolvedValueOnce({ ...changed, verified: true, version: 6 });
  await user.click(within(await screen.findByTestId('edit-conflict')).getByRole('button', { name: 'Overwrite' }));
  expect(patch).toHaveBeenLastCalledWith(d.id, { verified: true }, 5);
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' })).toBeChecked(),
  );
});

it('details another admin saved meanwhile: Reload shows what is saved now and keeps what was typed in the boxes', async () => {
  const d = aDonation({ name: 'Meera Joshi', version: 3 });
  fetchRecordOf.mockResolvedValue({ item: d as never, history: [], duplicates: [] });
  patch.mockRejectedValueOnce(
    new EditConflictError({ version: 4, changedBy: 'office@dds.test', changedAt: '2026-11-27T05:00:00.000Z' }),
  );
  const { user } = renderAdmin(`/admin/donationdetails/${d.id}`, loggedIn);

  await user.click(
    await screen.findByRole('button', { name: 'Edit amount, message and UPI reference of donation from Meera Joshi' }),
  );
  const form = screen.getByRole('form', { name: 'Details of donation from Meera Joshi' });
  await user.type(within(form).getByLabelText('Amount (₹)'), '1000');
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  // The donation as the other admin saved it (the record view reads the record again after a change).
  const changed = { ...d, amount: 2500, version: 4 };
  fetchOne.mockResolvedValueOnce(changed);
  fetchRecordOf.mockResolvedValue({ item: changed as never, history: [], duplicates: [] });
  await user.click(within(await screen.findByTestId('edit-conflict')).getByRole('button', { name: 'Reload' }));
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Saved now: ₹2,500, UPI reference none. Your values stay in the boxes: Save to use them.',
    ),
  );
  expect(within(form).getByLabelText('Amount (₹)')).toHaveValue(1000);
  expect(screen.queryByTestId('edit-conflict')).not.toBeInTheDocument();
});

it('a Reload that cannot read the donation says so, in place of the notice', async () => {
  const d = aDonation({ name: 'Meera Joshi', version: 3 });
  fetchPage.mockResolvedValue(pageOf([d]) as never);
  patch.mockRejectedValueOnce(
    new EditConflictError({ version: 4, changedBy: 'office@dds.test', changedAt: '2026-11-27T05:00:00.000Z' }),
  );
  const { user } = renderAdmin('/admin/donationdetails', loggedIn);

  await user.click(await screen.findByRole('checkbox', { name: 'Donation from Meera Joshi verified' }));
  fetchOne.mockRejectedValueOnce(new Error('Network Error'));
  await user.click(within(await screen.findByTestId('edit-conflict')).getByRole('button', { name: 'Reload' }));
  expect(await screen.findByText(/^Could not reload: /)).toBeInTheDocument();
  expect(screen.queryByTestId('edit-conflict')).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Donation from Meera Joshi verified' })).not.toBeChecked();
});
