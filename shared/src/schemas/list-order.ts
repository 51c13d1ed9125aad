import { z } from 'zod';
import { baseVersionSchema, conflictTime, type EditConflict } from './versioned';

/*
 * The order of a list the admin arranges, saved whole (docs/decisions/023-drag-to-order-and-many-photos.md).
 * A drag can move an item many places at once, so the panel sends the whole new order in one request
 * with the version of the order it was looking at; someone else's reorder in between is a 409 with
 * who and when (docs/decisions/012-no-silent-overwrites.md), never a silent mix of two orders.
 */

/** Every list with an order of its own: the three course lists, then the content lists. */
export const ORDER_LISTS = ['courses', 'featured', 'grid', 'photos', 'videos', 'leaders', 'testimonials'] as const;
export type OrderListName = (typeof ORDER_LISTS)[number];
export type ContentOrderList = Extract<OrderListName, 'photos' | 'videos' | 'leaders' | 'testimonials'>;

/** The most ids one order may carry (28 courses and ~50 photos today). */
export const ORDER_MAX_IDS = 1000;

const ids = z
  .array(z.number().int().positive(), { error: 'ids must be a list of ids' })
  .max(ORDER_MAX_IDS, `At most ${ORDER_MAX_IDS} items`)
  .refine((list) => new Set(list).size === list.length, 'Each id may appear once');

/** `PUT …/photos/order` (and videos, leaders, testimonials): the whole list, first item first. */
export const listOrderSchema = z.object({ ids, version: baseVersionSchema });

/** `PUT /api/admin/courses/order`: one of the three course lists. */
export const courseOrderSchema = z.object({
  list: z.enum(['courses', 'featured', 'grid'], { error: 'List must be courses, featured or grid' }),
  ids,
  version: baseVersionSchema,
});

/**
 * What `GET …/order` and a saved order answer: the items in order, and the version of each list they
 * belong to (the course screen shows three lists of the same courses).
 */
export interface OrderedItems<T> {
  items: T[];
  versions: Partial<Record<OrderListName, number>>;
}

/** The message of a reorder whose list gained or lost an item meanwhile (added or deleted in another tab). */
export const LIST_CHANGED_MESSAGE =
  'The list changed meanwhile (an item was added or removed). Reload the page and try again.';

/**
 * What the panel says when its reorder was stale: the list is read again at once (an order has no
 * typed text to keep), so there is nothing to overwrite, only to do again if still wanted.
 */
export function reorderConflictMessage(conflict: Pick<EditConflict, 'changedBy' | 'changedAt'>): string {
  return `${conflict.changedBy ?? 'Another admin'} reordered this list at ${conflictTime(conflict.changedAt)}. Their order is shown now: move the item again if you still want to.`;
}

/** The new order after moving the item at `from` to `to` (both counted in the same list). */
export function moveInOrder<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
