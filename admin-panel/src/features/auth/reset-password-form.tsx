import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/controls';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { AuthForm, useSending } from './auth-form';
import { loginText } from './login-text';
import { NewPasswordFields } from './new-password-fields';
import { failureText, resetPassword } from './sign-in-api';

/** The page a reset link opens: the new password twice. The link's token came in the address after #. */
export function ResetPasswordForm({
  token,
  onDone,
  onForgot,
}: {
  token: string;
  onDone: (message: ReactNode) => void;
  onForgot: () => void;
}) {
  const [values, setValues] = useState({ password: '', repeat: '' });
  const sending = useSending();
  const t = useAdminText(loginText);
  const answer = useServerAnswerElement();
  const set = (key: 'password' | 'repeat') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { resetPasswordSchema } = await import('@dds/shared/schemas/owner-forms');
    const parsed = resetPasswordSchema.safeParse({ token, password: values.password });
    if (!parsed.success)
      return sending.setError(parsed.error.issues[0] ? answer(parsed.error.issues[0].message) : t('reset.check'));
    if (values.repeat !== values.password) return sending.setError(t('reset.notSame'));
    await sending.send(
      async () => onDone(answer(await resetPassword(parsed.data))),
      (failure) => answer(failureText(failure)),
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      sending={sending}
      submit={t('reset.submit')}
      submitting={t('reset.saving')}
      after={
        <Button type="button" variant="secondary" onClick={onForgot}>
          {t('reset.newLink')}
        </Button>
      }
    >
      <NewPasswordFields
        labels={[t('reset.new'), t('reset.repeat')]}
        hint={t('reset.hint')}
        password={values.password}
        repeat={values.repeat}
        onPassword={set('password')}
        onRepeat={set('repeat')}
      />
    </AuthForm>
  );
}
