import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@dds/shared/api';
import { ADMIN_ROLES, newAdminUserSchema, type AdminRole, type AdminUserSummary } from '@dds/shared/schemas/account';
import { toast } from '@dds/shared/toast';
import { Button, Card, Input, Notice } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { failureText } from '../auth';
import { generatePassword } from './generate-password';
import { ROLE_LABELS } from './role-labels';
import { addAdminUser } from './users-api';
import { usersText } from './users-text';

interface Created {
  email: string;
  password: string;
}

/**
 * Email, role and a first password: generated (shown once, to copy and hand over) or typed by the
 * owner. The new user logs in with it and can change it under My account.
 */
export function AddUserForm({ onAdded }: { onAdded: (user: AdminUserSummary) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('staff');
  const [password, setPassword] = useState(() => generatePassword());
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const t = useAdminText(usersText);
  // The schema's and the server's English ("There is already an admin user with this email.") in the
  // admin's language, or marked English when this panel has no words for it (decision 005).
  const answer = useServerAnswerElement();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = newAdminUserSchema.safeParse({ email, role, password });
    if (!parsed.success)
      // The panel's own words are not an answer to read: only the schema's English is.
      return setError(parsed.error.issues[0] ? answer(parsed.error.issues[0].message) : t('add.checkForm'));
    setBusy(true);
    setError(null);
    try {
      const user = await addAdminUser(parsed.data);
      setCreated({ email: user.email, password: parsed.data.password });
      setEmail('');
      setRole('staff');
      setPassword(generatePassword());
      toast.success(t('add.added', { email: user.email, role: t(ROLE_LABELS[user.role].label).toLowerCase() }));
      onAdded(user);
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(answer(failureText(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="add-user-title">
      <h2 id="add-user-title" css={{ margin: '0 0 14px', fontSize: 18 }}>
        {t('add.title')}
      </h2>
      {created && <CreatedNotice created={created} onDone={() => setCreated(null)} />}
      <form onSubmit={onSubmit} aria-busy={busy} css={{ display: 'grid', gap: 14, maxWidth: 480 }}>
        <Field label={t('add.email')}>
          <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field>
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontSize: 14, fontWeight: 600, marginBottom: 6, padding: 0 }}>{t('add.role')}</legend>
          {ADMIN_ROLES.map((r) => (
            <label
              key={r}
              css={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 10,
                fontSize: 14,
                minHeight: 32,
                cursor: 'pointer',
              }}
            >
              <input
                type="radio"
                name="role"
                value={r}
                checked={role === r}
                onChange={() => setRole(r)}
                css={{ width: 18, height: 18, marginTop: 1 }}
              />
              <span>
                <strong>{t(ROLE_LABELS[r].label)}</strong> — {t(ROLE_LABELS[r].description)}
              </span>
            </label>
          ))}
        </fieldset>
        <Field label={t('add.password')} hint={t('add.passwordHint')}>
          <Input
            type="text"
            autoComplete="new-password"
            spellCheck={false}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            css={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
          />
        </Field>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          <Button type="button" onClick={() => setPassword(generatePassword())}>
            {t('add.generate')}
          </Button>
        </div>
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Button type="submit" variant="primary" disabled={busy} css={{ justifySelf: 'start' }}>
          {busy ? t('add.adding') : t('add.submit')}
        </Button>
      </form>
    </Card>
  );
}

/** The first password, once: to copy and hand over in person or by phone, never by e-mail in plain sight. */
function CreatedNotice({ created, onDone }: { created: Created; onDone: () => void }) {
  const t = useAdminText(usersText);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.password);
      toast.success(t('created.copied'));
    } catch {
      toast.error(t('created.notCopied'));
    }
  }
  return (
    <div
      role="status"
      css={{
        display: 'grid',
        gap: 8,
        marginBottom: 16,
        padding: 14,
        borderRadius: 8,
        background: colors.successBg,
        color: colors.success,
      }}
    >
      <p css={{ margin: 0, color: colors.text, overflowWrap: 'anywhere' }}>
        <strong>{created.email}</strong>
        {t('created.canLogIn')}
      </p>
      <p css={{ margin: 0, color: colors.text }}>
        {t('created.password')}{' '}
        <code css={{ fontSize: 18, fontWeight: 700, letterSpacing: 1, overflowWrap: 'anywhere' }}>
          {created.password}
        </code>
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" onClick={() => void copy()}>
          {t('created.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('created.done')}
        </Button>
      </div>
    </div>
  );
}
