// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, fetchListPage, login, replaceCertificateFile } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { aCertificate, aDonation, anInquiry } from '../../test/builders';
import { patchRecord } from '../data-table/list-api';
import { fetchRecord, updateRecord } from '../record/record-api';
import { saveDonation } from '../donations/donation-save';

let fireUnauthorized: () => void = () => {};
jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  login: jest.fn(),
  fetchListPage: jest.fn(),
  fetchCounts: jest.fn(),
  replaceCertificateFile: jest.fn(),
  // Stands in for the API client's 401 interceptor.
  onUnauthorized: jest.fn((listener: () => void) => {
    fireUnauthorized = listener;
    return () => {};
  }),
}));
// The login screen asks whether the site is new; here it is not.
jest.mock('./sign-in-api', () => ({
  ...jest.requireActual('./sign-in-api'),
  fetchSignInOptions: jest.fn(async () => ({ setupNeeded: false, passwordReset: true })),
}));

// Notes and donation details are edited in the record view (docs/admin-guide.md); it reads one record at a time.
// The list's status cell saves through the data table's generic PATCH.
jest.mock('../data-table/list-api', () => ({
  ...jest.requireActual('../data-table/list-api'),
  patchRecord: jest.fn(),
}));
jest.mock('../donations/donation-save', () => ({ saveDonation: jest.fn(), fetchDonation: jest.fn() }));
jest.mock('../record/record-api', () => ({
  ...jest.requireActual('../record/record-api'),
  fetchRecord: jest.fn(),
  updateRecord: jest.fn(),
}));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const fetchOne = fetchRecord as jest.MockedFunction<typeof fetchRecord>;
const saveRecord = updateRecord as jest.MockedFunction<typeof updateRecord>;
const recordOf = (item: object) => ({ item: item as never, history: [], duplicates: [] });
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

beforeEach(() => jest.clearAllMocks());

it('says "Note saved" after saving a note', async () => {
  const asha = anInquiry({ name: 'Asha Verma' });
  fetchOne.mockResolvedValue(recordOf(asha));
  saveRecord.mockResolvedValue({ ...asha, notes: 'Called back' });
  const { user } = renderAdmin(`/admin/inquiries/${asha.id}`, loggedIn);
  await user.click(await screen.findByRole('button', { name: 'Edit notes of inquiry from Asha Verma' }));
  await user.type(screen.getByRole('textbox', { name: 'Notes of inquiry from Asha Verma' }), 'Called back');
  await user.click(screen.getByRole('button', { name: 'Save notes of inquiry from Asha Verma' }));
  expect(await screen.findByTestId('toast')).toHaveTextContent('Note saved');
});

it('says "Donation details saved" after saving amount and UPI reference', async () => {
  const d = aDonation({ name: 'Meera Joshi' });
  fetchOne.mockResolvedValue(recordOf(d));
  (saveDonation as jest.Mock).mockResolvedValue({ ...d, amount: 501 });
  const { user } = renderAdmin(`/admin/donationdetails/${d.id}`, loggedIn);
  await user.click(
    await screen.findByRole('button', { name: /edit amount, message and upi reference of donation from meera joshi/i }),
  );
  await user.type(screen.getByLabelText('Amount (₹)'), '501');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('toast')).toHaveTextContent('Donation details saved');
});

it('says when a replaced certificate PDF is dated, in India time', async () => {
  jest.useFakeTimers({
    now: new Date('2026-11-22T15:58:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearImmediate',
    ],
  });
  try {
    const rahul = aCertificate({ name: 'Rahul Sharma', roll: 'DDS2023001' });
    fetchPage.mockResolvedValue(pageOf([rahul]) as never);
    (replaceCertificateFile as jest.Mock).mockResolvedValue({ ...rahul, fileName: 'rahul-corrected.pdf' });
    const { user } = renderAdmin('/admin/certificates', loggedIn);
    await screen.findByText('Rahul Sharma');
    await user.upload(
      screen.getByLabelText('New PDF for Rahul Sharma (roll DDS2023001)'),
      new File(['%PDF-1.4'], 'rahul-corrected.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      /^Certificate replaced — new file dated 22 Nov 2026, 9:28 pm/i,
    );
  } finally {
    jest.useRealTimers();
  }
});

it('saves a note refused by an ended session again after the login dialog, and clears its error', async () => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  const asha = anInquiry({ name: 'Asha Verma' });
  fetchOne.mockResolvedValue(recordOf(asha));
  (login as jest.Mock).mockResolvedValue({ email: 'admin@dds.test' });
  saveRecord
    .mockImplementationOnce(async () => {
      fireUnauthorized(); // the client tells the panel first, then the call fails
      throw new ApiError('Please log in again', 401);
    })
    .mockResolvedValueOnce({ ...asha, notes: 'Wants evening batch' });
  const { user } = renderAdmin(`/admin/inquiries/${asha.id}`, loggedIn);
  await user.click(await screen.findByRole('button', { name: 'Edit notes of inquiry from Asha Verma' }));
  await user.type(screen.getByRole('textbox', { name: 'Notes of inquiry from Asha Verma' }), 'Wants evening batch');
  await user.click(screen.getByRole('button', { name: 'Save notes of inquiry from Asha Verma' }));

  await screen.findByRole('dialog', { name: 'Please log in again' });
  expect(screen.getByText(/not saved yet/i)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'admin@dds.test');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(saveRecord).toHaveBeenCalledTimes(2));
  expect(saveRecord).toHaveBeenLastCalledWith(
    '/api/admin/inquiries',
    asha.id,
    { notes: 'Wants evening batch' },
    asha.version,
  );
  expect(await screen.findByTestId('toast')).toHaveTextContent('Note saved');
  expect(screen.queryByText(/not saved/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('makes a status change refused by an ended session after the login dialog', async () => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  const asha = anInquiry({ name: 'Asha Verma' });
  fetchPage.mockResolvedValue(pageOf([asha]) as never);
  (login as jest.Mock).mockResolvedValue({ email: 'admin@dds.test' });
  (patchRecord as jest.Mock)
    .mockImplementationOnce(async () => {
      fireUnauthorized();
      throw new ApiError('Please log in again', 401);
    })
    .mockResolvedValueOnce({ ...asha, status: 'contacted' });
  const { user } = renderAdmin('/admin/inquiries', loggedIn);
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Status of inquiry from Asha Verma' }),
    'contacted',
  );

  await screen.findByRole('dialog', { name: 'Please log in again' });
  await user.type(screen.getByLabelText('Email'), 'admin@dds.test');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(patchRecord).toHaveBeenCalledTimes(2));
  expect(patchRecord).toHaveBeenLastCalledWith('/api/admin/inquiries', asha.id, { status: 'contacted' });
  expect(await screen.findByTestId('toast')).toHaveTextContent('Status changed to Contacted');
  expect(screen.queryByText(/not saved/i)).not.toBeInTheDocument();
});
