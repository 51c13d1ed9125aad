import { screen, waitFor } from '@testing-library/react';
import { ApiError, fetchCurrentAdmin } from '@dds/shared/api';
import { OWNER_MESSAGES } from '@dds/shared/schemas/owner';
import { renderAdmin } from '../../test/render-admin';
import { createOwner, fetchSignInOptions, requestPasswordReset, resetPassword } from './sign-in-api';

jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  fetchCurrentAdmin: jest.fn(),
  fetchCounts: jest.fn(() => new Promise(() => {})),
}));
jest.mock('./sign-in-api', () => ({
  ...jest.requireActual('./sign-in-api'),
  fetchSignInOptions: jest.fn(),
  createOwner: jest.fn(),
  requestPasswordReset: jest.fn(),
  resetPassword: jest.fn(),
}));
// Once signed in, the dashboard's cards ask the server too; these tests are not about them.
jest.mock('../dashboard/storage-status', () => ({
  ...jest.requireActual('../dashboard/storage-status'),
  fetchStorageStatus: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
}));
jest.mock('../settings/settings-api', () => ({
  ...jest.requireActual('../settings/settings-api'),
  getSettings: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
}));
jest.mock('../dashboard/owner-tools-api', () => ({
  ...jest.requireActual('../dashboard/owner-tools-api'),
  fetchBackupStatus: jest.fn(async () => ({ everyHours: 24, keep: 7, latest: null, lastError: null })),
}));
jest.mock('../content/content-api', () => ({
  ...jest.requireActual('../content/content-api'),
  fetchSiteContent: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchCurrentAdmin).mockRejectedValue(new ApiError('Unauthorized', 401));
});

describe('first run', () => {
  it('with no admin, offers "Create the owner account" (not a login that can only fail) and signs the owner in', async () => {
    mocked(fetchSignInOptions).mockResolvedValue({ setupNeeded: true, passwordReset: false });
    mocked(createOwner).mockResolvedValue({ email: 'director@dds.test', role: 'owner' });
    const { user } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Create the owner account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByText(/printed in the server’s log/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Setup code'), 'abcd-efgh-jkmn');
    await user.type(screen.getByLabelText('Your e-mail'), 'director@dds.test');
    await user.type(
      screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }),
      'four unrelated words here',
    );
    await user.type(screen.getByLabelText('Repeat the password'), 'four unrelated words');
    await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords are not the same');
    expect(createOwner).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Repeat the password'), ' here');
    await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    expect(createOwner).toHaveBeenCalledWith({
      code: 'abcd-efgh-jkmn',
      email: 'director@dds.test',
      password: 'four unrelated words here',
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong code as it is", async () => {
    mocked(fetchSignInOptions).mockResolvedValue({ setupNeeded: true, passwordReset: false });
    mocked(createOwner).mockRejectedValue(new ApiError(OWNER_MESSAGES.setupCodeWrong, 403));
    const { user } = renderAdmin('/admin');
    await user.type(await screen.findByLabelText('Setup code'), 'AAAA-BBBB-CCCC');
    await user.type(screen.getByLabelText('Your e-mail'), 'director@dds.test');
    await user.type(
      screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }),
      'four unrelated words here',
    );
    await user.type(screen.getByLabelText('Repeat the password'), 'four unrelated words here');
    await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_MESSAGES.setupCodeWrong);
  });
});

describe('forgot password', () => {
  it('asks for the e-mail and shows the one answer the server gives for any address', async () => {
    mocked(fetchSignInOptions).mockResolvedValue({ setupNeeded: false, passwordReset: true });
    mocked(requestPasswordReset).mockResolvedValue(OWNER_MESSAGES.resetRequested);
    const { user } = renderAdmin('/admin');
    await user.type(await screen.findByLabelText('Email'), 'office@dds.test');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('office@dds.test'); // what was typed comes along
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'office@dds.test' });
    expect(await screen.findByTestId('reset-requested')).toHaveTextContent(OWNER_MESSAGES.resetRequested);
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  });

  it('says whom to ask when the server cannot e-mail a link', async () => {
    mocked(fetchSignInOptions).mockResolvedValue({ setupNeeded: false, passwordReset: false });
    renderAdmin('/admin/forgot-password');
    expect(await screen.findByTestId('reset-unavailable')).toHaveTextContent('dds-cli admin-create');
    expect(screen.getByRole('button', { name: 'Send me a reset link' })).toBeDisabled();
  });

  it('the link page takes the token out of the address, sets the password and returns to the login with the news', async () => {
    mocked(fetchSignInOptions).mockResolvedValue({ setupNeeded: false, passwordReset: true });
    mocked(resetPassword).mockResolvedValue(OWNER_MESSAGES.passwordReset);
    const { user, router } = renderAdmin(`/admin/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    // The address is replaced at once; the router's state follows in a transition (decision 030).
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await user.type(
      screen.getByLabelText('New password', { exact: false, selector: 'input[name="password"]' }),
      'a brand new passphrase',
    );
    await user.type(screen.getByLabelText('Repeat the new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(resetPassword).toHaveBeenCalledWith({ token: TOKEN, password: 'a brand new passphrase' });
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(OWNER_MESSAGES.passwordReset);
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
