import { useState, type FormEvent } from 'react';
import { Input, Notice } from '../../ui/controls';
import { Field } from '../../ui/field';
import { AuthForm, EmailField, useSending } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { colors } from '../../ui/theme';
import { useSession } from './session-store';
import { createOwner, failureText } from './sign-in-api';

const EMPTY = { code: '', email: '', password: '', repeat: '' };

/**
 * First run (no admin yet): the setup code from the server's log, then the owner's e-mail and
 * password. On success the owner is signed in. Never a default password.
 */
export function SetupOwnerForm() {
  const signedIn = useSession((s) => s.signedIn);
  const [values, setValues] = useState(EMPTY);
  const sending = useSending();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // zod comes with the first submit, not with the screen (as the login's schema does).
    const { setupOwnerSchema } = await import('@dds/shared/schemas/owner-forms');
    const parsed = setupOwnerSchema.safeParse(values);
    if (!parsed.success) return sending.setError(parsed.error.issues[0]?.message ?? 'Check the form');
    if (values.repeat !== values.password) return sending.setError('The two passwords are not the same');
    await sending.send(
      async () => signedIn(await createOwner({ code: values.code, email: values.email, password: values.password })),
      failureText,
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      sending={sending}
      submit="Create the owner account"
      submitting="Creating…"
      after={
        <p css={{ margin: 0, color: colors.muted, fontSize: 13 }}>
          The owner can then add the office staff under Users.
        </p>
      }
    >
      <Notice tone="info" css={{ margin: 0 }}>
        The setup code is printed in the server’s log when it starts. Whoever runs the server can also show it with{' '}
        <code css={{ whiteSpace: 'nowrap' }}>dds-cli setup-code</code>. It works once.
      </Notice>
      <Field label="Setup code">
        <Input
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={values.code}
          onChange={set('code')}
          placeholder="XXXX-XXXX-XXXX"
          css={{ fontFamily: 'ui-monospace, monospace', letterSpacing: 1 }}
        />
      </Field>
      <EmailField label="Your e-mail" value={values.email} onChange={set('email')} />
      <NewPasswordFields
        labels={['Password', 'Repeat the password']}
        password={values.password}
        repeat={values.repeat}
        onPassword={set('password')}
        onRepeat={set('repeat')}
      />
    </AuthForm>
  );
}
