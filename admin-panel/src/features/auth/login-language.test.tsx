import { configure, screen } from '@testing-library/react';
import { ApiError, login } from '@dds/shared/api';
import { deviceLanguage } from '../../i18n/device-language';
import { usePanelLanguage } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';

jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  login: jest.fn(),
  fetchCounts: jest.fn(() => new Promise(() => {})),
}));
jest.mock('./sign-in-api', () => ({
  ...jest.requireActual('./sign-in-api'),
  fetchSignInOptions: jest.fn(async () => ({ setupNeeded: false, passwordReset: true })),
}));

// The first screen of a file loads the lazy route modules: slow when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

const forget = () => {
  document.cookie = 'dds_admin_lang=; Path=/; Max-Age=0';
};
/** As the panel starts in a browser: the store takes the device's language (i18n/panel-language.ts). */
const startPanel = () => usePanelLanguage.setState({ language: deviceLanguage() ?? 'en' });

afterEach(() => {
  forget();
  usePanelLanguage.setState({ language: 'en' });
});

describe('the login screen in the language this browser remembered (decision 026 §8)', () => {
  it('is the English screen of before, with no language link, in a browser that remembered none', async () => {
    forget();
    startPanel();
    renderAdmin('/admin', { status: 'anonymous' });
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-language')).toBeNull();
  });

  it('is Hindi where a Hindi admin used the panel, refusals too, and reads in English at a tap', async () => {
    document.cookie = 'dds_admin_lang=hi; Path=/';
    startPanel();
    const { user } = renderAdmin('/admin', { status: 'anonymous' });
    expect(await screen.findByRole('heading', { name: 'एडमिन लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'hi');
    jest.mocked(login).mockRejectedValue(new ApiError('Wrong Email or Password', 401));
    await user.type(screen.getByLabelText('ईमेल'), 'ravi@dds.test');
    await user.type(screen.getByLabelText('पासवर्ड'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड गलत है');

    await user.click(screen.getByRole('link', { name: 'Read in English' }));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(deviceLanguage()).toBe('en');
    expect(screen.getByTestId('login-language')).toHaveTextContent('हिन्दी में पढ़ें');
  });
});
