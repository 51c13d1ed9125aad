import { use, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from '@emotion/styled';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import {
  FORGOT_PASSWORD_PAGE,
  RESET_PASSWORD_PAGE,
  RESET_TOKEN_PATTERN,
  type SignInOptions,
} from '@dds/shared/schemas/owner';
import { SITE_LANGUAGES, type SiteLanguage } from '@dds/shared/schemas/language';
import { ADMIN_LANGUAGE_PARAM } from '@dds/shared/i18n/admin-login-text';
import { useAdminText } from '../../i18n/admin-text';
import { deviceLanguage, rememberOnDevice } from '../../i18n/device-language';
import { loadLoginWords, loginWordsLoaded } from '../../i18n/login-words';
import { usePanelLanguage } from '../../i18n/panel-language';
import { Notice } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SetupOwnerForm } from './setup-owner-form';
import { takeServerSetupNeeded } from './server-login';
import { fetchSignInOptions } from './sign-in-api';
import { loginText } from './login-text';

/** Each language named in itself, as My account names them. */
const READ_IN: Readonly<Record<SiteLanguage, string>> = { en: 'Read in English', hi: 'हिन्दी में पढ़ें' };

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${colors.page};
  box-sizing: border-box;
`;

const Panel = styled.div`
  width: 100%;
  max-width: 380px;
  background: #fff;
  border-radius: 12px;
  padding: 28px 24px;
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.08);
  box-sizing: border-box;
`;

type Mode = 'login' | 'setup' | 'forgot' | 'reset';

/** The first-run screen stays English: no admin has used this browser yet, so none chose Hindi in it. */
const SETUP_HEADING = {
  title: 'Create the owner account',
  intro: 'This site has no admin yet. The owner manages everything, including who else may sign in.',
};

/** The token of a reset link (/admin/reset-password#token=…), read from the address, never sent to the server as part of a URL. */
function resetTokenIn(pathname: string, hash: string): string | null {
  if (pathname.replace(/\/$/, '') !== RESET_PASSWORD_PAGE) return null;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Shown in place of any /admin page when there is no session; the URL is kept, so after login the
 * asked-for page appears. On a new site (no admin yet) it offers to create the owner account
 * instead of a login that can only fail; it also holds "Forgot password?" and the page a reset link opens.
 */
export function LoginScreen() {
  const language = usePanelLanguage((s) => s.language);
  // The screen's words in its language before it is drawn (../../i18n/login-words.ts): fetched with
  // the route table on a load, so this waits only where the language changed without them — first,
  // before the state below is taken (the server's "setup needed" is read once).
  if (!loginWordsLoaded(language)) use(loadLoginWords(language));
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => resetTokenIn(location.pathname, location.hash));
  const [mode, setMode] = useState<Mode>(() => {
    if (token) return 'reset';
    if (location.pathname.replace(/\/$/, '') === FORGOT_PASSWORD_PAGE) return 'forgot';
    // Read before the first commit replaces the server's screen: no login flashes on a new site.
    return takeServerSetupNeeded() ? 'setup' : 'login';
  });
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [email, setEmail] = useState('');

  useEffect(() => {
    // The link's token leaves the address bar (and the history) as soon as it is read.
    if (token) navigate(RESET_PASSWORD_PAGE, { replace: true });
    let live = true;
    fetchSignInOptions().then(
      (found) => {
        if (!live) return;
        setOptions(found);
        // The server's word now, whatever the first screen said.
        setMode((m) =>
          found.setupNeeded && m === 'login' ? 'setup' : !found.setupNeeded && m === 'setup' ? 'login' : m,
        );
      },
      () => undefined, // the login works without it; a server that does not answer shows its error on login
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen appears
  }, []);

  const backToLogin = () => {
    setMode('login');
    // After login the asked-for page shows: not the forgot-password address, which has no page.
    if (location.pathname.replace(/\/$/, '') === FORGOT_PASSWORD_PAGE)
      navigate(ADMIN_ROUTES.dashboard, { replace: true });
  };

  const t = useAdminText(loginText);
  // The other language is offered once this browser has remembered one: a browser only English
  // admins use shows the login exactly as before.
  const other = deviceLanguage() === undefined ? undefined : SITE_LANGUAGES.find((l) => l !== language);
  const heading =
    mode === 'setup'
      ? SETUP_HEADING
      : mode === 'login'
        ? { title: t('login.title'), intro: t('login.intro') }
        : mode === 'forgot'
          ? { title: t('login.forgot'), intro: t('forgot.intro') }
          : { title: t('reset.title'), intro: t('reset.intro') };
  return (
    <Page lang={mode === 'setup' ? 'en' : language}>
      <Panel>
        <p css={{ margin: 0, color: colors.brand, fontWeight: 700, letterSpacing: 0.5 }}>DDS</p>
        <h1 css={{ margin: '4px 0 4px', fontSize: 24, color: colors.text }}>{heading.title}</h1>
        <p css={{ margin: '0 0 20px', color: colors.muted, fontSize: 14 }}>{heading.intro}</p>
        {notice && mode === 'login' && (
          <Notice tone="info" role="status" css={{ marginBottom: 14 }} data-testid="login-notice">
            {notice}
          </Notice>
        )}
        {mode === 'login' && (
          <LoginForm
            onForgot={(typed) => {
              setEmail(typed);
              setNotice(null);
              setMode('forgot');
            }}
          />
        )}
        {mode === 'setup' && <SetupOwnerForm />}
        {other && mode !== 'setup' && (
          // A link, as on the server's login screen, which works before the panel has loaded.
          <a
            href={`?${ADMIN_LANGUAGE_PARAM}=${other}`}
            lang={other}
            data-testid="login-language"
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              marginTop: 8,
              fontSize: 14,
              color: colors.focus,
            }}
            onClick={(event) => {
              event.preventDefault();
              rememberOnDevice(other);
              // Switched once its words are here: the screen does not blank while they load.
              void loadLoginWords(other).then((here) => here && usePanelLanguage.setState({ language: other }));
            }}
          >
            {READ_IN[other]}
          </a>
        )}
        {mode === 'forgot' && (
          <ForgotPasswordForm available={options?.passwordReset ?? true} initialEmail={email} onBack={backToLogin} />
        )}
        {mode === 'reset' && token && (
          <ResetPasswordForm
            token={token}
            onDone={(message) => {
              setNotice(message);
              setMode('login');
              navigate(ADMIN_ROUTES.dashboard, { replace: true });
            }}
            onForgot={() => setMode('forgot')}
          />
        )}
      </Panel>
    </Page>
  );
}
