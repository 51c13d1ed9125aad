import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, fetchListPage, type ListItem } from '@dds/shared/api';
import type { ResourceName } from '@dds/shared/resources';
import type { Page } from '@dds/shared/schemas';
import { useSession } from '../auth';
import { toListQuery, type ListParams } from './list-params';

export interface ListState<T> {
  loading: boolean;
  data: Page<T> | null;
  error: string | null;
}

/**
 * One page of an admin list from the server. Answers to older requests are dropped (the admin may
 * click faster than a slow connection answers). A 401 is left to the session dialog: after the
 * admin logs in again the session generation changes and the page is fetched again.
 */
export function useListPage<L extends ResourceName>(list: L, params: ListParams) {
  const [state, setState] = useState<ListState<ListItem<L>>>({ loading: true, data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const generation = useSession((s) => s.generation);
  const latest = useRef(0);
  const key = JSON.stringify(params);

  useEffect(() => {
    const request = ++latest.current;
    const parsed = JSON.parse(key) as ListParams;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchListPage(list, { ...toListQuery(parsed), page: parsed.page, pageSize: parsed.pageSize })
      .then((data) => {
        if (request === latest.current) setState({ loading: false, data: data as Page<ListItem<L>>, error: null });
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        if (error instanceof ApiError && error.isUnauthorized) return;
        // Logged for whoever looks at the console; the screen shows a retryable line instead.
        console.warn(`Could not load ${list}`, error);
        const message = error instanceof ApiError && error.status === 0 ? 'No answer from the server.' : (error as Error).message;
        setState((s) => ({ ...s, loading: false, error: message }));
      });
  }, [list, key, attempt, generation]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replaceItem = useCallback((item: ListItem<L>) => {
    setState((s) => (s.data ? { ...s, data: { ...s.data, items: s.data.items.map((i) => (i.id === item.id ? item : i)) } } : s));
  }, []);
  return { ...state, reload, replaceItem };
}
