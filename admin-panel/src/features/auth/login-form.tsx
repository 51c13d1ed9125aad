import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { usePanelLanguage } from '../../i18n/panel-language';
import { ApiError } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { useServerAnswerElement } from '../../ui/server-answer';
import { FORGOT_PASSWORD_PAGE } from '@dds/shared/schemas/owner';
import { ButtonLink, Input } from '../../ui/controls';
import { useAdminText, type Translate } from '../../i18n/admin-text';
import { Field } from '../../ui/field';
import { AuthForm, EmailField, useSending } from './auth-form';
import { loginText } from './login-text';
import { followServerLogin, readServerLogin, takeServerLogin, type ServerLoginState } from './server-login';
import { useSession } from './session-store';

/** Turns a failed login into words the administrator can act on. */
function loginErrorMessage(error: unknown, t: Translate<typeof loginText>): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 || status === 400) return t('login.failure'); // MESSAGES.loginFailure in English
  if (status === 429) return t('login.tooMany');
  if (status === 0) return t('login.unreachable');
  return t('login.serverProblem');
}

/** Email + password, both required. docs/contract.md §5: failure and success messages verbatim. */
export function LoginForm({ onForgot }: { onForgot?: (email: string) => void }) {
  const signIn = useSession((s) => s.signIn);
  const t = useAdminText(loginText);
  const answer = useServerAnswerElement();
  // The server's login screen may have been on the phone's screen for a while: keep what was typed.
  const [taken] = useState(readServerLogin);
  const [email, setEmail] = useState(taken?.email ?? '');
  const [password, setPassword] = useState(taken?.password ?? '');
  // The server's login page wrote its refusal in the device's language already.
  const sending = useSending(taken?.message ?? null);
  // A refusal was written in the language of its moment: switching the screen's language drops it
  // rather than leave a sentence of the other language under the new labels.
  const language = usePanelLanguage((s) => s.language);
  const [errorLanguage, setErrorLanguage] = useState(language);
  if (errorLanguage !== language) {
    setErrorLanguage(language);
    sending.setError(null);
  }
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // Taken once; kept for StrictMode's second run of the effect in development.
  const tookOver = useRef<ServerLoginState | null>(null);
  // The take-over, in the commit that takes the server's screen off the page (a layout effect runs
  // in the same task): what was typed up to that moment, the focus and the caret go to this form
  // before the browser can dispatch another key. In a passive effect (a later task) a key pressed in
  // between landed on the body and was lost, and Enter did nothing
  // (docs/decisions/016-input-before-the-app.md).
  useLayoutEffect(() => {
    if (!taken) return;
    const apply = (typed: ServerLoginState) => {
      setEmail(typed.email);
      setPassword(typed.password);
    };
    const now = (tookOver.current ??= takeServerLogin());
    if (now) {
      // Written to the nodes too, so the caret put back below is not moved by React's next render.
      if (emailField.current) emailField.current.value = now.email;
      if (passwordField.current) passwordField.current.value = now.password;
      apply(now);
      const field =
        now.focused === 'email' ? emailField.current : now.focused === 'password' ? passwordField.current : null;
      field?.focus();
      if (field && now.selection) {
        try {
          field.setSelectionRange(now.selection.start, now.selection.end);
        } catch {
          // a field without a selection (type=email): the caret stays at the end
        }
      }
    }
    // Typed on the server's screen while it stays on the page (only where the panel is not mounted over it).
    return followServerLogin(apply);
  }, [taken]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod with it) loads on the first sign-in attempt, not with the login screen.
    const { loginSchema } = await import('@dds/shared/schemas/admin');
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      sending.setError(answer(parsed.error.issues[0]?.message ?? 'Email and password are required'));
      return;
    }
    await sending.send(
      async () => {
        await signIn(parsed.data);
        // docs/contract.md §5 asks for an alert here.
        window.alert(MESSAGES.loginSuccess);
      },
      (failure) => loginErrorMessage(failure, t),
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      sending={sending}
      submit={t('login.submit')}
      submitting={t('login.submitting')}
      after={
        // A link, as on the server's login screen (it works there before the app has loaded).
        <ButtonLink
          href={FORGOT_PASSWORD_PAGE}
          css={{ textDecoration: 'none' }}
          onClick={(event) => {
            if (!onForgot) return;
            event.preventDefault();
            onForgot(email);
          }}
        >
          {t('login.forgot')}
        </ButtonLink>
      }
    >
      <EmailField
        label={t('login.email')}
        inputRef={emailField}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field label={t('login.password')}>
        <Input
          ref={passwordField}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
    </AuthForm>
  );
}
