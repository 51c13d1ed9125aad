import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@dds/shared/api';
import { changePasswordSchema } from '@dds/shared/schemas/account';
import { toast } from '@dds/shared/toast';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { Button, Card, Input, Notice } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import { changePassword } from './account-api';
import { accountText } from './account-text';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** Current password, new one twice. The server also refuses common passwords; its words are shown in the admin's language (i18n/server-answers.ts). */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [show, setShow] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const t = useAdminText(accountText);
  const answer = useServerAnswerElement();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success)
      return setError(parsed.error.issues[0] ? answer(parsed.error.issues[0].message) : t('password.check'));
    if (values.repeat !== values.newPassword) return setError(t('password.notSame'));
    setBusy(true);
    setError(null);
    try {
      const { endedSessions } = await changePassword(parsed.data);
      setValues(EMPTY);
      toast.success(endedSessions > 0 ? t('password.changedEnded', { count: endedSessions }) : t('password.changed'));
      onChanged();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      const message = failure instanceof ApiError && failure.status === 0 ? t('password.noAnswer') : answer(failure);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  const type = show ? 'text' : 'password';
  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title" css={{ margin: '0 0 6px', fontSize: 18 }}>
        {t('password.title')}
      </h2>
      <p css={{ margin: '0 0 14px', color: colors.muted, fontSize: 14 }}>{t('password.lead')}</p>
      <form onSubmit={onSubmit} aria-busy={busy} css={{ display: 'grid', gap: 14, maxWidth: 420 }}>
        <Field label={t('password.current')}>
          <Input
            type={type}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            required
          />
        </Field>
        <Field label={t('password.new')} hint={t('password.newHint')}>
          <Input
            type={type}
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
            required
            minLength={8}
            maxLength={128}
          />
        </Field>
        <Field label={t('password.repeat')}>
          <Input type={type} autoComplete="new-password" value={values.repeat} onChange={set('repeat')} required />
        </Field>
        <label css={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 14, minHeight: 32 }}>
          <input
            type="checkbox"
            checked={show}
            onChange={(e) => setShow(e.target.checked)}
            css={{ width: 18, height: 18 }}
          />
          {t('password.show')}
        </label>
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Button type="submit" variant="primary" disabled={busy} css={{ justifySelf: 'start' }}>
          {busy ? t('password.changing') : t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
