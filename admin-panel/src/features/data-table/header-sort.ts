import type { SortField, SortOrder } from './list-params';
import type { ListTextId } from './list-text';

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

/** How the order reads aloud and in the tooltip of each kind of column: its words' id in ./list-text.ts. */
export function describeOrder(field: SortField, order: SortOrder): ListTextId {
  if (field === 'name') return order === 'asc' ? 'sort.orderAZ' : 'sort.orderZA';
  return order === 'desc' ? 'sort.orderNewest' : 'sort.orderOldest';
}
