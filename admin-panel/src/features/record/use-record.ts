import { useCallback, useEffect, useRef, useState } from 'react';
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
 * was just done. A login after an expired session (generation) reads it again without blanking it.
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
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400))
        return setState({ phase: 'missing' });
      setState({ phase: 'failed', message: (failure as Error).message });
    }
  }, [apiPath, id]);

  useEffect(() => {
    setState({ phase: 'loading' });
    if (!Number.isInteger(id) || id < 1) return setState({ phase: 'missing' });
    void reload();
  }, [reload, id]);

  // After the login dialog the record is read again in place: the screen (and a half-written note) stays.
  const firstGeneration = useRef(generation);
  useEffect(() => {
    if (generation !== firstGeneration.current && Number.isInteger(id) && id >= 1) void reload();
  }, [generation, reload, id]);

  return { state, reload };
}
