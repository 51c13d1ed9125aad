import type { CSSProperties, ReactElement, ReactNode } from 'react';

/** What a sortable list gives each item to draw: its element's ref and style, and the drag handle. */
export interface DragBits {
  /** Put on the item's own element (the `li`), so the list can measure and move it. */
  ref?: (element: HTMLElement | null) => void;
  style?: CSSProperties;
  /** The grip button (Space to lift, arrows to move, Space to drop, Escape to cancel); null until drag is loaded. */
  handle: ReactNode;
  dragging: boolean;
}

export interface SortableProps<T> {
  items: T[];
  itemId: (item: T) => number;
  /** The item in words ("photo “Lab”"), for the handle's name and what a screen reader hears. */
  itemName: (item: T) => string;
  /** Several columns (the photo grid) or one. */
  layout?: 'grid' | 'list';
  /** While a change is being saved: nothing may be lifted. */
  disabled: boolean;
  /** The item was dropped at place `to` (counted from 0 in `items`). */
  onMove: (item: T, to: number) => void;
  /** The list element around the items (an `ol` with its label). */
  renderList: (children: ReactNode) => ReactElement;
  /** One item: must put `drag.ref` and `drag.style` on its own element, and show `drag.handle`. */
  renderItem: (item: T, index: number, drag: DragBits) => ReactElement;
}

/** How to drag without a mouse, read by a screen reader on the handle (and the same keys for everyone). */
export const DRAG_INSTRUCTIONS =
  'To move it, press Space to lift it, the arrow keys to move it, Space again to drop it, or Escape to put it back. The up and down buttons move it one place too.';

/** What a screen reader hears while an item is lifted and moved (a polite live region). */
export const dragWords = {
  lifted: (name: string, place: number, count: number) =>
    `Lifted ${name}, number ${place} of ${count}. Arrow keys move it, Space drops it, Escape puts it back.`,
  over: (name: string, place: number, count: number) => `${name}: place ${place} of ${count}.`,
  dropped: (name: string, place: number, count: number) => `Dropped ${name} at place ${place} of ${count}.`,
  cancelled: (name: string, place: number, count: number) => `Put back: ${name} stays at place ${place} of ${count}.`,
};
