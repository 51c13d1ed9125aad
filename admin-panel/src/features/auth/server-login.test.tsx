// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_LOGIN_PAGE_ID } from '@dds/shared/routes';
import { fetchCurrentAdmin, fetchListPage, login } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  login: jest.fn(),
  fetchCurrentAdmin: jest.fn(),
  fetchListPage: jest.fn(),
  fetchCounts: jest.fn(() => new Promise(() => {})),
}));
// The login screen asks whether the site is new; here it is not.
jest.mock('./sign-in-api', () => ({
  ...jest.requireActual('./sign-in-api'),
  fetchSignInOptions: jest.fn(async () => ({ setupNeeded: false, passwordReset: true })),
}));
// Records when the page's code is loaded (what a phone would download and run).
const mockLoadedPages: string[] = [];
jest.mock('../../pages/inquiries-page', () => {
  mockLoadedPages.push('inquiries');
  return jest.requireActual('../../pages/inquiries-page');
});

/** The login screen as the server sends it (server/src/static/admin-login-page.ts), with something typed. */
function serverLoginScreen(email: string, password: string): HTMLElement {
  const screenEl = document.createElement('main');
  screenEl.id = ADMIN_LOGIN_PAGE_ID;
  screenEl.innerHTML = `<form method="post" action="/admin/inquiries"><input name="email" type="email"><input name="password" type="password"><button>Log in</button></form>`;
  document.body.append(screenEl);
  screenEl.querySelector<HTMLInputElement>('input[name=email]')!.value = email;
  const passwordField = screenEl.querySelector<HTMLInputElement>('input[name=password]')!;
  passwordField.value = password;
  passwordField.focus();
  return screenEl;
}

it("takes over the server's login screen: what was typed stays, the page's code waits until after login", async () => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  (login as jest.Mock).mockResolvedValue({ email: 'admin@dds.test' });
  (fetchListPage as jest.Mock).mockResolvedValue(pageOf([anInquiry({ name: 'Asha Verma' })]));
  const serverScreen = serverLoginScreen('admin@dds.test', 'secret-pass');

  // The store starts 'anonymous' when the server sent its login (session-store.ts).
  const { user } = renderAdmin('/admin/inquiries', { status: 'anonymous' });
  expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  serverScreen.remove(); // what React's first render does to the server's markup in the app
  expect(screen.getByLabelText('Email')).toHaveValue('admin@dds.test');
  expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  expect(mockLoadedPages).toEqual([]);
  expect(fetchCurrentAdmin).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(login).toHaveBeenCalledWith({ email: 'admin@dds.test', password: 'secret-pass' });
  expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
  expect(mockLoadedPages).toEqual(['inquiries']);
});

it("keeps what is typed on the server's screen while the panel is taking it over", async () => {
  const serverScreen = serverLoginScreen('', '');
  renderAdmin('/admin/inquiries', { status: 'anonymous' });
  expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  // The panel rendered (and read the empty screen); React has not replaced the server's markup yet.
  const typeOnServer = (name: string, value: string) => {
    const input = serverScreen.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  typeOnServer('email', 'admin@dds.test');
  typeOnServer('password', 'secret-pass');
  serverScreen.remove();
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('admin@dds.test'));
  expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
});
