import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '@dds/shared/api';
import { useSession } from './session-store';

/** What a control shows while its change waits for the login dialog. */
export const WAITING_FOR_LOGIN = 'Not saved yet: your session ended. Log in again and it will be saved.';

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
