import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Notice } from '../../ui/controls';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { AuthForm, EmailField, useSending } from './auth-form';
import { loginText } from './login-text';
import { failureText, requestPasswordReset } from './sign-in-api';

/**
 * "Forgot password?": the admin's e-mail, then the server's one answer, the same whether or not the
 * address is an admin's (it never tells who has an account). When the server cannot send e-mail,
 * it says so and whom to ask instead of pretending a link is coming.
 */
export function ForgotPasswordForm({
  available,
  initialEmail,
  onBack,
}: {
  available: boolean;
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<ReactNode>(null);
  const sending = useSending();
  const t = useAdminText(loginText);
  const answer = useServerAnswerElement();
  // The command is code in either language: the sentence is cut where the catalogue places it.
  const [unavailableBefore, unavailableAfter] = t('forgot.unavailable', { command: '{command}' }).split('{command}');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { forgotPasswordSchema } = await import('@dds/shared/schemas/owner-forms');
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success)
      return sending.setError(parsed.error.issues[0] ? answer(parsed.error.issues[0].message) : t('forgot.enterEmail'));
    await sending.send(
      async () => setSent(answer(await requestPasswordReset(parsed.data))),
      (failure) => answer(failureText(failure)),
    );
  }

  const back = (
    <Button type="button" variant="secondary" onClick={onBack}>
      {t('forgot.back')}
    </Button>
  );
  if (sent) {
    return (
      <div css={{ display: 'grid', gap: 14 }}>
        <Notice tone="info" role="status" data-testid="reset-requested">
          {sent}
        </Notice>
        {back}
      </div>
    );
  }
  return (
    <AuthForm
      onSubmit={onSubmit}
      sending={sending}
      submit={t('forgot.send')}
      submitting={t('forgot.sending')}
      disabled={!available}
      after={back}
    >
      {!available && (
        <Notice tone="warn" data-testid="reset-unavailable">
          {unavailableBefore}
          <code>dds-cli admin-create --email your@address</code>
          {unavailableAfter}
        </Notice>
      )}
      <EmailField label={t('login.email')} value={email} onChange={(e) => setEmail(e.target.value)} />
    </AuthForm>
  );
}
