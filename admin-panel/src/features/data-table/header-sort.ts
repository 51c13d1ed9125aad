import type { SortField, SortOrder } from './list-params';

export interface SortState {
  field: SortField;
  order: SortOrder;
}

/**
 * What clicking a column header does: the sorted column flips its order; another column starts
 * the way people expect to read it (names A–Z, dates newest first — the list's default).
 */
export function nextSort(field: SortField, current: SortState): SortState {
  if (field === current.field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: field === 'name' ? 'asc' : 'desc' };
}

/** How the order reads aloud and in the tooltip of each kind of column. */
export function describeOrder(field: SortField, order: SortOrder): string {
  if (field === 'name') return order === 'asc' ? 'A–Z' : 'Z–A';
  return order === 'desc' ? 'newest first' : 'oldest first';
}
