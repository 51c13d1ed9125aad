import { useEffect, type ReactNode } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import { Button, Notice } from '../../ui/controls';
import { LoginScreen } from './login-screen';
import { SessionExpiredDialog } from './session-expired-dialog';
import { listenForExpiry, useSession } from './session-store';

const centred = { minHeight: '60vh', display: 'grid', placeItems: 'center', padding: 16 } as const;

/**
 * The guard of every /admin route. It renders the login in place (the URL is untouched, so the
 * asked-for page shows after login) and asks the server on first load, so a reload keeps the session.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const checkSession = useSession((s) => s.checkSession);

  useEffect(() => {
    listenForExpiry();
    if (useSession.getState().status === 'checking') void checkSession();
  }, [checkSession]);

  switch (status) {
    case 'checking':
      return (
        <div role="status" css={centred}>
          {MESSAGES.loading}
        </div>
      );
    case 'unreachable':
      return (
        <div css={centred}>
          <div css={{ display: 'grid', gap: 12, maxWidth: 420 }}>
            <Notice tone="error" role="alert">
              Cannot reach the server. Check your internet connection.
            </Notice>
            <Button type="button" onClick={() => void checkSession()}>
              Try again
            </Button>
          </div>
        </div>
      );
    case 'anonymous':
      return <LoginScreen />;
    default: {
      // One tree for both states, so the page is not remounted when the session expires or returns.
      const expired = status === 'expired';
      return (
        <>
          <div inert={expired}>{children}</div>
          {expired && <SessionExpiredDialog />}
        </>
      );
    }
  }
}
