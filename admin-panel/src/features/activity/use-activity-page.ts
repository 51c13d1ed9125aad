import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dds/shared/api';
import type { Page } from '@dds/shared/schemas';
import type { ActivityEntry } from '@dds/shared/schemas/account';
import { useSession } from '../auth';
import { fetchActivity, fetchActivityPeople } from './activity-api';
import type { ActivityParams } from './activity-params';

/** One page of the activity log; answers to older requests are dropped, a 401 is left to the login dialog. */
export function useActivityPage(params: ActivityParams) {
  const [state, setState] = useState<{ loading: boolean; data: Page<ActivityEntry> | null; error: string | null }>({ loading: true, data: null, error: null });
  const [people, setPeople] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const generation = useSession((s) => s.generation);
  const latest = useRef(0);
  const { page, pageSize, actor, action } = params;

  useEffect(() => {
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchActivity({ page, pageSize, actor: actor || undefined, action: action || undefined })
      .then((data) => {
        if (request === latest.current) setState({ loading: false, data, error: null });
      })
      .catch((error: unknown) => {
        if (request !== latest.current || (error instanceof ApiError && error.isUnauthorized)) return;
        console.warn('Could not load activity', error);
        const message = error instanceof ApiError && error.status === 0 ? 'No answer from the server.' : (error as Error).message;
        setState((s) => ({ ...s, loading: false, error: message }));
      });
  }, [page, pageSize, actor, action, attempt, generation]);

  useEffect(() => {
    fetchActivityPeople()
      .then(setPeople)
      .catch((error: unknown) => console.warn('Could not load the people of the activity log', error));
  }, [generation]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, people, reload };
}
