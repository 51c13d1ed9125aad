import { useState } from 'react';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { SessionsList } from '../features/account/sessions-list';
import { useSession } from '../features/auth/session-store';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';

export function AccountPage() {
  const email = useSession((s) => s.email);
  const role = useSession((s) => s.role);
  // A password change signs out the other sessions: the list is fetched again.
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="account-title" css={{ display: 'grid', gap: 20 }}>
      <div>
        <PageTitle id="account-title" css={{ marginBottom: 4 }}>
          My account
        </PageTitle>
        <p css={{ margin: 0, color: colors.muted, overflowWrap: 'anywhere' }}>
          Signed in as <strong css={{ color: colors.text }}>{email}</strong>
          {role && <> ({role === 'owner' ? 'owner: may manage users' : 'staff'})</>}
        </p>
      </div>
      <ChangePasswordForm onChanged={() => setVersion((v) => v + 1)} />
      <SessionsList version={version} />
    </section>
  );
}
