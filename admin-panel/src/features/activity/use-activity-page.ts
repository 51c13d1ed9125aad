import { useEffect, useState } from 'react';
import { useServerData, useSession } from '../auth';
import { fetchActivity, fetchActivityPeople } from './activity-api';
import type { ActivityParams } from './activity-params';

/** One page of the activity log, and everyone in it (the Person filter); see useServerData. */
export function useActivityPage(params: ActivityParams) {
  const generation = useSession((s) => s.generation);
  const [people, setPeople] = useState<string[]>([]);
  const { page, pageSize, actor, action } = params;
  const { loading, data, error, reload } = useServerData(
    'activity',
    (signal) => fetchActivity({ page, pageSize, actor: actor || undefined, action: action || undefined }, { signal }),
    [page, pageSize, actor, action],
  );

  useEffect(() => {
    fetchActivityPeople()
      .then(setPeople)
      .catch((error: unknown) => console.warn('Could not load the people of the activity log', error));
  }, [generation]);

  return { loading, data, error, people, reload };
}
