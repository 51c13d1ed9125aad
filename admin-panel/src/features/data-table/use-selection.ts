import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Which rows the admin has ticked: ids on this page, or "every row matching the filters" (which may be
 * thousands, so it is sent to the server as the filters, not as ids). Anything that changes what is
 * listed (another page, search, filter, Trash) clears it, so an action never reaches rows out of sight
 * by surprise.
 */
export function useSelection(pageIds: number[], resetKey: string, latestId?: number) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  /**
   * "Select all N matching" means the N the admin saw: the list's newest id at that moment goes with
   * the bulk action, so records arriving later are left alone (and counted in the answer).
   */
  const [seenUpTo, setSeenUpTo] = useState<number | undefined>(undefined);

  useEffect(() => {
    setIds(new Set());
    setAllMatching(false);
  }, [resetKey]);

  const onPage = useMemo(() => pageIds.filter((id) => ids.has(id)).length, [pageIds, ids]);
  const pageState: 'none' | 'some' | 'all' = onPage === 0 ? 'none' : onPage === pageIds.length ? 'all' : 'some';

  const toggle = useCallback((id: number) => {
    setAllMatching(false);
    setIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const togglePage = useCallback(() => {
    setAllMatching(false);
    setIds((current) => (pageIds.every((id) => current.has(id)) ? new Set() : new Set(pageIds)));
  }, [pageIds]);
  const selectAllMatching = useCallback(() => {
    setIds(new Set(pageIds));
    setAllMatching(true);
    setSeenUpTo(latestId);
  }, [pageIds, latestId]);
  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);

  return { ids, allMatching, seenUpTo, pageState, count: ids.size, toggle, togglePage, selectAllMatching, clear };
}

export type Selection = ReturnType<typeof useSelection>;
