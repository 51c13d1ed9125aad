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
