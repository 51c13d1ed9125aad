import { http, serverUrl } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { ServerListQuery } from './list-params';

// Calls of the list screens (bulk actions, export of a selection, one-field changes), over the page's
// shared http client; like all stateless code they ship with this remote
// (docs/decisions/002-shared-stateful-contract.md).

/** Each changed record's status before the change, so Undo can put them back. */
export interface BulkAnswer {
  affected: number;
  /** Chosen records left alone because they already were so (the status set, verified, in the Trash or out of it). Absent from older servers. */
  already?: number;
  previous: Array<{ id: number; status: string }>;
  /** Records matching that arrived after the selection (`seenUpTo`): left unchanged. */
  arrivedSince?: number;
}

export type BulkAction =
  | { action: 'status'; status: string }
  | { action: 'verify'; verified: boolean }
  | { action: 'delete' | 'spam' | 'restore' };

/**
 * Records named by id, or "every row matching these filters" (the list's own query, without paging)
 * up to `seenUpTo`, the list's newest id when the admin chose them.
 */
export type BulkTarget = { ids: number[] } | { matching: ServerListQuery; seenUpTo?: number };

/** The filters of a query without its order: "every matching row" does not depend on sorting. */
export function matchingOf({ sort: _sort, order: _order, ...filters }: ServerListQuery): ServerListQuery {
  return filters;
}

export async function runBulk(apiPath: string, action: BulkAction, target: BulkTarget): Promise<BulkAnswer> {
  const body =
    'ids' in target
      ? { ...action, ids: target.ids }
      : { ...action, matching: matchingOf(target.matching), seenUpTo: target.seenUpTo };
  return (await http.post<BulkAnswer>(`${apiPath}/bulk`, body)).data;
}

/** PATCH one record (status, verified, …); answers the record as saved. */
export async function patchRecord<T>(apiPath: string, id: number, changes: Record<string, unknown>): Promise<T> {
  return (await http.patch<T>(`${apiPath}/${id}`, changes)).data;
}

/** The export files: CSV, and the Excel workbook with typed cells (phones as text, real dates). */
export type ExportFormat = 'csv' | 'xlsx';

/** The export of the chosen rows (by id), or of every row matching the filters. */
export function exportUrl(apiPath: string, target: BulkTarget, format: ExportFormat = 'csv'): string {
  const params = new URLSearchParams();
  if ('ids' in target) params.set('ids', target.ids.join(','));
  else
    for (const [key, value] of Object.entries(target.matching))
      if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return serverUrl(`${apiPath}/export.${format}${search ? `?${search}` : ''}`);
}

/**
 * The course names an admission can carry: the course records' (decision 021), not the fixed catalogue
 * of a fresh install.
 */
export async function fetchCourseNames(): Promise<string[]> {
  const courses = (await http.get<Array<{ name: string }>>(API_PATHS.courses)).data;
  return [...new Set(courses.map((c) => c.name))];
}

/** How many records the list's whole Trash holds (whatever the screen's search), for the Empty Trash dialog. */
export async function trashTotal(apiPath: string): Promise<number> {
  return (await http.get<{ total: number }>(apiPath, { params: { trash: 1, page: 1, pageSize: 1 } })).data.total;
}

/** Deletes every record in the list's Trash for good, with its files; answers how many went. */
export async function emptyTrash(apiPath: string): Promise<number> {
  return (await http.post<{ purged: number }>(`${apiPath}/trash/empty`, {})).data.purged;
}
