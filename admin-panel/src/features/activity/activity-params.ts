import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../data-table';

export interface ActivityParams {
  page: number;
  pageSize: PageSize;
  actor: string;
  action: string;
}

/** Page, rows per page, person and action live in the URL, as on the other lists (a reload keeps them). */
export function useActivityParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ActivityParams>(() => {
    const page = Number(search.get('page'));
    const pageSize = Number(search.get('pageSize'));
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
      actor: search.get('actor') ?? '',
      action: search.get('action') ?? '',
    };
  }, [search]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, push = false) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: !push },
      ),
    [setSearch],
  );

  return {
    params,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, true),
    setPageSize: (size: PageSize) =>
      update({ pageSize: size === DEFAULT_PAGE_SIZE ? undefined : String(size), page: undefined }),
    // Choosing what is listed goes back to page 1.
    setFilter: (key: 'actor' | 'action', value: string) => update({ [key]: value || undefined, page: undefined }),
    clear: () => update({ actor: undefined, action: undefined, page: undefined }),
  };
}
