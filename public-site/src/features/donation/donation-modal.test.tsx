import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, submitDonation } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
import { SiteContentProvider } from '../../content/site-content';
import { DonationModal } from './donation-modal';
import { upiPayUrl } from '@dds/shared/schemas/upi-link';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitDonation: jest.fn() }));
const send = submitDonation as jest.MockedFunction<typeof submitDonation>;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'paid.png', { type: 'image/png' });
let alertSpy: jest.SpyInstance;
let onClose: jest.Mock;

beforeEach(() => {
  send.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  onClose = jest.fn();
});
afterEach(() => alertSpy.mockRestore());

/** jsdom never counts a user-event upload as filling a required file input, so submit directly. */
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Donation details' }));

const withUpi: SiteContent = {
  ...EMPTY_SITE_CONTENT,
  version: 2,
  settings: { ...EMPTY_SITE_CONTENT.settings, upiId: 'ddsinstitute@sbi', upiPayee: 'DDS Education Trust' },
};

function setup(content = withUpi) {
  render(
    <MemoryRouter>
      <SiteContentProvider value={content}>
        <DonationModal onClose={onClose} />
      </SiteContentProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, file = png()) {
  await user.type(screen.getByLabelText('Name'), 'Meera');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.upload(screen.getByLabelText('Payment screenshot'), file);
}

test('the UPI link carries the id and payee set in Settings, and the QR code is drawn in the page', async () => {
  setup();
  expect(upiPayUrl('dds@upi', 'DDS Group')).toBe('upi://pay?pa=dds@upi&pn=DDS%20Group&cu=INR');
  expect(screen.getByRole('link', { name: /tap to pay/i })).toHaveAttribute(
    'href',
    'upi://pay?pa=ddsinstitute@sbi&pn=DDS%20Education%20Trust&cu=INR',
  );
  expect(screen.getByText('ddsinstitute@sbi')).toBeInTheDocument();
  const qr = await screen.findByRole('img', { name: /UPI QR code/ });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
});

test('before a UPI id is set, no QR code or pay link is shown, only how to donate in person', () => {
  setup(EMPTY_SITE_CONTENT);
  expect(screen.getByRole('dialog', { name: 'Donate by UPI' })).toHaveTextContent(/being set up/);
  expect(screen.queryByRole('link', { name: /tap to pay/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Donation details' })).not.toBeInTheDocument();
});

test('is a labelled modal dialog that takes focus; Escape and the close button close it', async () => {
  const user = setup();
  const dialog = screen.getByRole('dialog', { name: 'Donate by UPI' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('only an image is accepted as the screenshot, and a chosen image is previewed', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter>
      <SiteContentProvider value={withUpi}>
        <DonationModal onClose={onClose} />
      </SiteContentProvider>
    </MemoryRouter>,
  );
  const input = screen.getByLabelText('Payment screenshot');
  expect(input).toHaveAttribute('accept', 'image/*');
  await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/choose an image/i);
  expect(screen.queryByAltText('Preview of the chosen screenshot')).not.toBeInTheDocument();
  await user.upload(input, png());
  expect(screen.getByAltText('Preview of the chosen screenshot')).toHaveAttribute('src', 'blob:preview');
});

test('success alerts the server message, resets the form and closes the modal', async () => {
  send.mockResolvedValue({ message: 'Received with thanks' });
  const user = setup();
  await fill(user);
  submit();
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Received with thanks'));
  expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Meera', email: 'meera@example.com', website: '' });
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.queryByAltText('Preview of the chosen screenshot')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

test('success without a message alerts the default thanks', async () => {
  send.mockResolvedValue({ message: '' });
  const user = setup();
  await fill(user);
  submit();
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.donationSuccessDefault));
});

test('nothing is sent without a screenshot', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Name'), 'Meera');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  submit();
  expect(screen.getByRole('alert')).toHaveTextContent(/choose the screenshot/i);
  expect(send).not.toHaveBeenCalled();
});

test('a name of only spaces is empty: nothing is sent', async () => {
  const user = setup();
  await fill(user);
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), '   ');
  submit();
  expect(send).not.toHaveBeenCalled();
  expect(alertSpy).not.toHaveBeenCalled();
});

test('a refusal alerts the spec error with the server reason (e.g. storage full)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  send.mockRejectedValue(new ApiError('Please try again later, or contact the institute directly.', 507));
  const user = setup();
  await fill(user);
  submit();
  await waitFor(() =>
    expect(alertSpy).toHaveBeenCalledWith(
      `${MESSAGES.donationFailure} Please try again later, or contact the institute directly.`,
    ),
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Meera');
  warn.mockRestore();
});

test('failure alerts the error, keeps the values and the modal open', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  send.mockRejectedValue(new ApiError('Network error', 0));
  const user = setup();
  await fill(user);
  submit();
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.donationFailure));
  expect(screen.getByLabelText('Name')).toHaveValue('Meera');
  expect(onClose).not.toHaveBeenCalled();
  warn.mockRestore();
});
