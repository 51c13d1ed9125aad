import { useCallback, useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import { ApiError } from '@dds/shared/api';
import { useSession } from './session-store';

/** Why a call failed, in the office's words: the server's reason, or that it did not answer. */
export const failureText = (failure: unknown): string =>
  failure instanceof ApiError && failure.status === 0 ? 'No answer from the server.' : (failure as Error).message;

export interface ServerData<T> {
  /** The last answer, kept on screen while the next read runs; null until the first. */
  data: T | null;
  /** A read is running. */
  loading: boolean;
  /** Why the last read failed, in words (failureText); null when it did not. */
  error: string | null;
  /** The last read's failure itself, for a screen that treats one status apart (403). */
  failure: unknown;
  /** Reads again. */
  reload: () => void;
  /** Changes what is on screen without reading again (a row saved from the screen). */
  setData: Dispatch<SetStateAction<T | null>>;
}

interface State<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  failure: unknown;
}

/**
 * What a screen reads from the server. Read when the screen mounts, when `key` changes, on
 * `reload`, and again after the login that follows an ended session (its generation). `read` gets
 * a signal that is aborted when a newer read starts or the screen goes: that request stops and its
 * answer is dropped (the admin may click faster than a slow connection answers). A 401 is the login
 * dialog's business, not an error here; any other failure is logged and said in `error`.
 * `enabled: false` reads nothing (a screen only an owner may see).
 */
export function useServerData<T>(
  what: string,
  read: (signal: AbortSignal) => Promise<T>,
  key: readonly unknown[],
  { enabled = true }: { enabled?: boolean } = {},
): ServerData<T> {
  const generation = useSession((s) => s.generation);
  const [state, setState] = useState<State<T>>({ data: null, loading: enabled, error: null, failure: null });
  const [attempt, setAttempt] = useState(0);
  const start = useEffectEvent((signal: AbortSignal) => read(signal));
  const keyText = JSON.stringify(key);

  useEffect(() => {
    if (!enabled) return;
    const request = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null, failure: null }));
    start(request.signal)
      .then((data) => {
        if (!request.signal.aborted) setState({ data, loading: false, error: null, failure: null });
      })
      .catch((failure: unknown) => {
        if (request.signal.aborted || (failure instanceof ApiError && failure.isUnauthorized)) return;
        // Logged for whoever looks at the console; the screen shows a retryable line instead.
        console.warn(`Could not load ${what}`, failure);
        setState((s) => ({ ...s, loading: false, error: failureText(failure), failure }));
      });
    return () => request.abort();
  }, [what, keyText, attempt, generation, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData: Dispatch<SetStateAction<T | null>> = useCallback(
    (update) =>
      setState((s) => ({
        ...s,
        data: typeof update === 'function' ? (update as (data: T | null) => T | null)(s.data) : update,
      })),
    [],
  );
  return { ...state, reload, setData };
}
