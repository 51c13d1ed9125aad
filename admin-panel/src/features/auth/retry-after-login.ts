import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { useAdminText } from '../../i18n/admin-text';
import { retryText } from './retry-text';
import { useSession } from './session-store';

/**
 * What a control shows while its change waits for the login dialog, in the signed-in admin's
 * language (docs/decisions/026-hindi.md §8; the English is ./retry-text.ts).
 */
export function useWaitingForLogin(): string {
  return useAdminText(retryText)('retry.waitingForLogin');
}

/**
 * A change that failed only because the session had ended is tried again once the admin has logged
 * in (the login dialog bumps the session's generation): the clerk does not have to find the row and
 * press Save a second time. `waitForLogin(failure, retry)` answers whether it will retry.
 */
export function useRetryAfterLogin() {
  const generation = useSession((s) => s.generation);
  const pending = useRef<{ since: number; retry: () => void } | null>(null);

  useEffect(() => {
    const waiting = pending.current;
    if (waiting && generation > waiting.since) {
      pending.current = null;
      waiting.retry();
    }
  }, [generation]);

  return useCallback((failure: unknown, retry: () => void): boolean => {
    if (!(failure instanceof ApiError && failure.isUnauthorized)) return false;
    pending.current = { since: useSession.getState().generation, retry };
    return true;
  }, []);
}

/**
 * A change a control makes (a save, a status, a move to the trash): `busy` while it runs; when it
 * fails, `error` is what the control shows — the wait for the login dialog, after which the change
 * runs again by itself, or else `refused(failure)`, the server's reason in the admin's words. What
 * follows a success (a toast, closing the form) is the action's own last step.
 */
export function useRetriedAction<Shown>(refused: (failure: unknown) => Shown) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Shown | string | null>(null);
  const waitForLogin = useRetryAfterLogin();
  const waitingForLogin = useWaitingForLogin();

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(waitForLogin(failure, () => void run(action)) ? waitingForLogin : refused(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
