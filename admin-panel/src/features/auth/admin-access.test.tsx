// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, fetchCurrentAdmin, fetchListPage, login, logout } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  login: jest.fn(),
  logout: jest.fn(),
  fetchCurrentAdmin: jest.fn(),
  fetchListPage: jest.fn(),
  fetchCounts: jest.fn(() => new Promise(() => {})),
}));
// The login screen asks whether the site is new; here it is not.
jest.mock('./sign-in-api', () => ({
  ...jest.requireActual('./sign-in-api'),
  fetchSignInOptions: jest.fn(async () => ({ setupNeeded: false, passwordReset: true })),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  mocked(fetchListPage).mockResolvedValue(pageOf([anInquiry({ name: 'Asha Verma' })]) as never);
});

async function fillLogin(user: ReturnType<typeof renderAdmin>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('admin access', () => {
  it('asks for login on a sub-route without a session, then shows the asked-for page', async () => {
    mocked(fetchCurrentAdmin).mockRejectedValue(new ApiError('Unauthorized', 401));
    mocked(login).mockResolvedValue({ email: 'admin@dds.test' });
    const { user, router } = renderAdmin('/admin/inquiries');

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument();
    await fillLogin(user, 'admin@dds.test', 'secret-pass');

    expect(login).toHaveBeenCalledWith({ email: 'admin@dds.test', password: 'secret-pass' });
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginSuccess);
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/inquiries');
  });

  it("says 'Wrong Email or Password' when the server refuses the credentials", async () => {
    mocked(fetchCurrentAdmin).mockRejectedValue(new ApiError('Unauthorized', 401));
    mocked(login).mockRejectedValue(new ApiError('Invalid credentials', 401));
    const { user } = renderAdmin('/admin');
    await fillLogin(user, 'admin@dds.test', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailure);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  });

  it.each([
    [new ApiError('Too many', 429), /too many login attempts/i],
    [new ApiError('Network error', 0), /cannot reach the server/i],
  ])('explains a %s instead of blaming the password', async (error, text) => {
    mocked(fetchCurrentAdmin).mockRejectedValue(new ApiError('Unauthorized', 401));
    mocked(login).mockRejectedValue(error);
    const { user } = renderAdmin('/admin');
    await fillLogin(user, 'admin@dds.test', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('does not call the server while email or password is empty', async () => {
    mocked(fetchCurrentAdmin).mockRejectedValue(new ApiError('Unauthorized', 401));
    const { user } = renderAdmin('/admin');
    await user.type(await screen.findByLabelText('Email'), 'admin@dds.test');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).not.toHaveBeenCalled();
  });

  it('keeps the session across a reload (the server still knows the cookie)', async () => {
    mocked(fetchCurrentAdmin).mockResolvedValue({ email: 'admin@dds.test' });
    renderAdmin('/admin/inquiries');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it('logs out with the visible button and shows the login again', async () => {
    mocked(fetchCurrentAdmin).mockResolvedValue({ email: 'admin@dds.test' });
    mocked(logout).mockResolvedValue();
    const { user } = renderAdmin('/admin/inquiries');
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached on load', async () => {
    mocked(fetchCurrentAdmin)
      .mockRejectedValueOnce(new ApiError('Network error', 0))
      .mockResolvedValueOnce({ email: 'admin@dds.test' });
    const { user } = renderAdmin('/admin/inquiries');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Asha Verma')).toBeInTheDocument());
  });
});
