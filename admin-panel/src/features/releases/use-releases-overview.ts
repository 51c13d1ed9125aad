import { useServerData } from '../auth';
import { fetchReleasesOverview } from './releases-api';

/** The overview, its load error, and a reload that keeps the cards on screen while it asks again. */
export function useReleasesOverview() {
  const {
    data: overview,
    error,
    reload,
  } = useServerData('the releases', (signal) => fetchReleasesOverview({ signal }), []);
  return { overview, error, reload };
}
