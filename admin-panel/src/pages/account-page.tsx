import { useState } from 'react';
import { accountText } from '../features/account/account-text';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { LanguageChoice } from '../features/account/language-choice';
import { SessionsList } from '../features/account/sessions-list';
import { useSession } from '../features/auth/session-store';
import { useAdminText } from '../i18n/admin-text';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';

export function AccountPage() {
  const email = useSession((s) => s.email);
  const role = useSession((s) => s.role);
  const t = useAdminText(accountText);
  // A password change signs out the other sessions: the list is fetched again.
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="account-title" css={{ display: 'grid', gap: 20 }}>
      <div>
        <PageTitle id="account-title" css={{ marginBottom: 4 }}>
          {t('account.title')}
        </PageTitle>
        <p css={{ margin: 0, color: colors.muted, overflowWrap: 'anywhere' }}>
          {t('account.signedInAs')} <strong css={{ color: colors.text }}>{email}</strong>
          {role && <> ({role === 'owner' ? t('account.roleOwner') : t('account.roleStaff')})</>}
        </p>
      </div>
      <LanguageChoice />
      <ChangePasswordForm onChanged={() => setVersion((v) => v + 1)} />
      <SessionsList version={version} />
    </section>
  );
}
