import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery } from '@dds/shared/schemas';
import { isSiteLanguage, type SiteLanguage } from '@dds/shared/schemas/language';

export type FilterKey =
  'status' | 'course' | 'mode' | 'verified' | 'duplicate' | 'followUp' | 'assignedTo' | 'language';
export type SortField = 'createdAt' | 'name';
export type SortOrder = 'asc' | 'desc';

/** Rows per page the admin can choose; the server refuses more than 100. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export interface ListParams {
  page: number;
  pageSize: PageSize;
  q: string;
  sort: SortField;
  order: SortOrder;
  filters: {
    status?: string;
    course?: string;
    mode?: string;
    verified?: 'true' | 'false';
    duplicate?: 'true';
    followUp?: 'due';
    assignedTo?: string;
    language?: SiteLanguage;
  };
  /** Inclusive IST calendar days (YYYY-MM-DD) of when the rows arrived; either may be open. */
  from?: string;
  to?: string;
  /** The list's Trash: only deleted rows (and the actions that put them back). */
  trash: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

const FILTER_KEYS: FilterKey[] = [
  'status',
  'course',
  'mode',
  'verified',
  'duplicate',
  'followUp',
  'assignedTo',
  'language',
];

/** The page and rows per page in the query string; anything malformed falls back to the default. */
export function parsePaging(search: URLSearchParams): { page: number; pageSize: PageSize } {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    // Only the offered sizes: a hand-edited ?pageSize=5000 must not reach the server's cap as a 400.
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * Writes `changes` into the query string: an empty value removes the parameter, so a default
 * (page 1, no filter) leaves no trace in the address. Only `push` adds a history entry.
 */
export function useSearchParamsUpdate() {
  const [, setSearch] = useSearchParams();
  return useCallback(
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
}

/** Reads list state from the query string; anything malformed falls back to the default. */
export function parseListParams(search: URLSearchParams): ListParams {
  const filters: ListParams['filters'] = {};
  for (const key of ['status', 'course', 'mode'] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  const verified = search.get('verified');
  if (verified === 'true' || verified === 'false') filters.verified = verified;
  if (search.get('duplicate') === 'true') filters.duplicate = 'true';
  // Decision 026: only a language the site has (a hand-edited ?language=fr must not reach the server as a 400).
  const language = search.get('language');
  if (isSiteLanguage(language)) filters.language = language;
  // Leads (decision 024): follow-ups due, and who follows a lead up (an admin's id or `none`).
  if (search.get('followUp') === 'due') filters.followUp = 'due';
  const assignedTo = search.get('assignedTo');
  if (assignedTo && /^(none|[1-9]\d{0,9})$/.test(assignedTo)) filters.assignedTo = assignedTo;
  return {
    ...parsePaging(search),
    q: search.get('q') ?? '',
    sort: search.get('sort') === 'name' ? 'name' : 'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    filters,
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    trash: search.get('trash') === '1',
  };
}

/**
 * Page, page size, search, sort and filters live in the URL, so a reload or a shared link shows the same
 * list. Changing what is listed goes back to page 1; only page turns add history entries.
 */
export function useListParams() {
  const [search] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);
  const updateSearch = useSearchParamsUpdate();

  const update = useCallback(
    (changes: Record<string, string | undefined>, options: { keepPage?: boolean; push?: boolean } = {}) =>
      updateSearch(options.keepPage ? changes : { ...changes, page: undefined }, options.push),
    [updateSearch],
  );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, { keepPage: true, push: true }),
      setQuery: (q: string) => update({ q: q.trim() || undefined }),
      setSort: (sort: SortField, order: SortOrder) =>
        update({ sort: sort === 'createdAt' ? undefined : sort, order: order === 'desc' ? undefined : order }),
      setFilter: (key: FilterKey, value: string) => update({ [key]: value || undefined }),
      setDates: (from?: string, to?: string) => update({ from, to }),
      clearAll: () => update(Object.fromEntries(['q', 'from', 'to', ...FILTER_KEYS].map((k) => [k, undefined]))),
    }),
    [update],
  );

  // The new page is the one holding the row that was first on screen, so the admin keeps their place.
  const setPageSize = useCallback(
    (size: PageSize) => {
      const page = Math.floor(((params.page - 1) * params.pageSize) / size) + 1;
      update(
        { pageSize: size === DEFAULT_PAGE_SIZE ? undefined : String(size), page: page > 1 ? String(page) : undefined },
        { keepPage: true },
      );
    },
    [update, params.page, params.pageSize],
  );
  return { params, ...actions, setPageSize };
}

export const hasNarrowing = (p: ListParams) =>
  p.q !== '' || Object.keys(p.filters).length > 0 || Boolean(p.from || p.to);

/** What the server filters by: the list query plus the date range and the Trash switch (docs/admin-guide.md). */
export type ServerListQuery = Omit<ListQuery, 'page' | 'pageSize'> & { from?: string; to?: string; trash?: '1' };

/** The server query for these params (without the page, which the CSV export does not take). */
export function toListQuery({ q, sort, order, filters, from, to, trash }: ListParams): ServerListQuery {
  const query: ServerListQuery = { q: q || undefined, sort, order, ...filters };
  // Only present keys: older tests and servers compare the query object as a whole.
  if (from) query.from = from;
  if (to) query.to = to;
  if (trash) query.trash = '1';
  return query;
}
