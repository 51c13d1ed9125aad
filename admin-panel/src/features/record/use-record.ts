import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { useSession } from '../auth';
import { fetchRecord, type RecordAnswer } from './record-api';

export type RecordState =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; record: RecordAnswer };

/**
 * One record with its history. `reload` fetches again after a change, so the history shows what
 * was just done. A login after an expired session (generation) loads it again.
 */
export function useRecord(apiPath: string, id: number) {
  const generation = useSession((s) => s.generation);
  const [state, setState] = useState<RecordState>({ phase: 'loading' });

  const reload = useCallback(async () => {
    try {
      const record = await fetchRecord(apiPath, id);
      setState({ phase: 'ready', record });
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) return setState({ phase: 'missing' });
      setState({ phase: 'failed', message: (failure as Error).message });
    }
  }, [apiPath, id]);

  useEffect(() => {
    setState({ phase: 'loading' });
    if (!Number.isInteger(id) || id < 1) return setState({ phase: 'missing' });
    void reload();
  }, [reload, id, generation]);

  return { state, reload };
}
