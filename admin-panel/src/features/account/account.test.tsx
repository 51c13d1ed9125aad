import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { COMMON_PASSWORD_MESSAGE, type AccountSession } from '@dds/shared/schemas/account';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { changePassword, endOtherSessions, endSession, fetchMySessions } from './account-api';

jest.mock('./account-api', () => ({
  changePassword: jest.fn(),
  fetchMySessions: jest.fn(),
  endSession: jest.fn(),
  endOtherSessions: jest.fn(),
}));
// The first screen of a file loads the lazy route modules: slow when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const staff = { status: 'authenticated' as const, email: 'ravi@dds.test', role: 'staff' as const };

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const session = (over: Partial<AccountSession>): AccountSession => ({
  id: 'a'.repeat(22),
  createdAt: '2026-11-22T15:58:00.000Z',
  lastSeenAt: '2026-11-22T15:58:00.000Z',
  ip: '127.0.0.1',
  userAgent: null,
  current: false,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchMySessions).mockResolvedValue([
    session({
      id: 'current-session-id-000',
      current: true,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
    }),
    session({
      id: 'phone-session-id-00000',
      userAgent: PHONE,
      ip: '49.36.10.2',
      lastSeenAt: '2026-11-22T04:00:00.000Z',
    }),
  ]);
});

async function fillPasswords(
  user: ReturnType<typeof renderAdmin>['user'],
  current: string,
  next: string,
  repeat = next,
) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

it('changes the password, says so in a toast, clears the form and reloads the sessions', async () => {
  mocked(changePassword).mockResolvedValue({ message: 'Password changed.', endedSessions: 1 });
  const { user } = renderAdmin('/admin/account', staff);
  expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  await fillPasswords(user, 'old-password-1', 'new passphrase here');
  expect(changePassword).toHaveBeenCalledWith({
    currentPassword: 'old-password-1',
    newPassword: 'new passphrase here',
  });
  expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  await waitFor(() => expect(fetchMySessions).toHaveBeenCalledTimes(2));
});

it('checks length and the repeat before calling the server, and shows the server’s refusal as it is', async () => {
  const { user } = renderAdmin('/admin/account', staff);
  await fillPasswords(user, 'old-password-1', 'short');
  expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  await user.clear(screen.getByLabelText('New password'));
  await user.clear(screen.getByLabelText('Repeat the new password'));
  await user.type(screen.getByLabelText('New password'), 'long enough one');
  await user.type(screen.getByLabelText('Repeat the new password'), 'long enough two');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords are not the same');
  expect(changePassword).not.toHaveBeenCalled();

  mocked(changePassword).mockRejectedValue(new ApiError(COMMON_PASSWORD_MESSAGE, 400));
  await user.clear(screen.getByLabelText('Repeat the new password'));
  await user.type(screen.getByLabelText('Repeat the new password'), 'long enough one');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common. Choose another.');
});

it('shows the check’s and the server’s refusals in Hindi to an admin who reads the panel in Hindi (decision 026 §8)', async () => {
  await showPanelIn('hi');
  try {
    const { user } = renderAdmin('/admin/account', staff);
    await user.type(await screen.findByLabelText('मौजूदा पासवर्ड'), 'old-password-1');
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'short');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'short');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('पासवर्ड में कम से कम 8 अक्षर होने चाहिए।');

    mocked(changePassword).mockRejectedValue(new ApiError(COMMON_PASSWORD_MESSAGE, 400));
    for (const label of ['नया पासवर्ड', 'नया पासवर्ड दोबारा लिखें']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'long enough one');
    }
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह पासवर्ड बहुत आम है। कोई दूसरा चुनें।');
  } finally {
    await showPanelIn('en');
  }
});

it('lists my sessions with this device marked, and signs out another one or all the others', async () => {
  mocked(endSession).mockResolvedValue();
  mocked(endOtherSessions).mockResolvedValue(1);
  const { user } = renderAdmin('/admin/account', staff);
  const list = await screen.findByRole('list');
  const [current, phone] = within(list).getAllByRole('listitem');
  expect(current).toHaveTextContent('Chrome on Windows');
  expect(current).toHaveTextContent('This device');
  expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
  expect(phone).toHaveTextContent('Chrome on Android');
  expect(phone).toHaveTextContent('Last active 22 Nov 2026, 9:30 am');
  expect(phone).toHaveTextContent('IP address 49.36.10.2');

  await user.click(
    within(phone!).getByRole('button', { name: 'Sign out Chrome on Android, last active 22 Nov 2026, 9:30 am' }),
  );
  expect(endSession).toHaveBeenCalledWith('phone-session-id-00000');
  expect(await screen.findByText('Signed out Chrome on Android')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign out the other sessions' }));
  expect(endOtherSessions).toHaveBeenCalled();
  expect(await screen.findByText('1 other session signed out')).toBeInTheDocument();
});

it('offers a retry when the sessions cannot be loaded', async () => {
  mocked(fetchMySessions).mockRejectedValueOnce(new ApiError('Network error', 0));
  const { user } = renderAdmin('/admin/account', staff);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not load your sessions. No answer from the server.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('This device')).toBeInTheDocument();
});
