import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, parsePaging, useSearchParamsUpdate, type PageSize } from '../data-table';

export interface ActivityParams {
  page: number;
  pageSize: PageSize;
  actor: string;
  action: string;
}

/** Page, rows per page, person and action live in the URL, as on the other lists (a reload keeps them). */
export function useActivityParams() {
  const [search] = useSearchParams();
  const params = useMemo<ActivityParams>(
    () => ({ ...parsePaging(search), actor: search.get('actor') ?? '', action: search.get('action') ?? '' }),
    [search],
  );
  const update = useSearchParamsUpdate();

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
