import {
  Component,
  Fragment,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { SortableProps } from './types';

/*
 * A list the admin can reorder by dragging an item's grip, or from the keyboard on the grip (Space to
 * lift, arrows to move, Space to drop, Escape to cancel), with what happens read out
 * (docs/decisions/023-drag-to-order-and-many-photos.md). The drag code (dnd-kit) is its own chunk of
 * the admin panel, fetched when a list screen first shows: the public site never loads it, and until
 * it arrives (or if it cannot) the list shows without grips and the up and down buttons still work.
 */

type DragListType = ComponentType<SortableProps<unknown>>;
/** The drag list once its chunk has arrived: drawn at once, without a first render of the plain list. */
let loaded: DragListType | null = null;
let loading: Promise<{ default: DragListType }> | null = null;

/**
 * Starts fetching the drag code. A list screen calls it when it starts reading its list, so the chunk
 * usually arrives first and the list is drawn once, with grips (a swap would take the focus away).
 */
export function preloadDragList(): Promise<{ default: DragListType }> {
  loading ??= import('./drag-list').then((module) => {
    loaded = module.default as unknown as DragListType;
    return { default: loaded };
  });
  return loading;
}

const LazyDragList = lazy(preloadDragList);

/** The list as it is drawn without drag: the same markup, no grips. */
function StaticList<T>({ items, itemId, renderList, renderItem }: SortableProps<T>): ReactElement {
  return renderList(
    items.map((item, index) => (
      <Fragment key={itemId(item)}>{renderItem(item, index, { handle: null, dragging: false })}</Fragment>
    )),
  );
}

/** A failed chunk (offline, a new release deployed meanwhile) leaves the list without grips, not the screen broken. */
class WithoutDragOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function SortableList<T>(props: SortableProps<T>) {
  // Chosen once per list: the loaded one when its chunk is here already (no plain first render),
  // else the lazy one; never switched while the list is shown, which would draw it anew and take
  // the focus from the grip or button in use.
  const [DragList] = useState<DragListType>(() => loaded ?? (LazyDragList as unknown as DragListType));
  const plain = <StaticList {...props} />;
  return (
    <WithoutDragOnError fallback={plain}>
      <Suspense fallback={plain}>
        <DragList {...(props as SortableProps<unknown>)} />
      </Suspense>
    </WithoutDragOnError>
  );
}
