import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@dds/shared/api';
import type { ReleasesOverview } from '@dds/shared/releases';
import { useSession } from '../auth';
import { fetchReleasesOverview } from './releases-api';

export const reasonOf = (failure: unknown) => (failure instanceof ApiError && failure.status === 0 ? 'No answer from the server.' : (failure as Error).message);

/** The overview, its load error, and a reload that keeps the cards on screen while it asks again. */
export function useReleasesOverview() {
  const generation = useSession((s) => s.generation);
  const [overview, setOverview] = useState<ReleasesOverview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    return fetchReleasesOverview()
      .then(setOverview)
      .catch((failure: unknown) => {
        // A lost session is the login dialog's business, not an error on this screen.
        if (failure instanceof ApiError && failure.isUnauthorized) return;
        console.warn('Could not load the releases', failure);
        setError(reasonOf(failure));
      });
  }, []);
  useEffect(() => {
    void load();
  }, [load, generation]);

  return { overview, error, reload: load };
}
