import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TAP, colors, media } from '../theme';
import { useAdminText } from '../../i18n/admin-text';
import { orderingText } from './ordering-text';
import type { SortableProps } from './types';

/*
 * The drag half of SortableList, loaded on its own (./sortable-list.tsx). dnd-kit: a pointer drag
 * (mouse, touch, pen) from the grip, and its keyboard sensor on the same grip, with the sortable
 * preset's arrow-key coordinates (up/down in a list, all four ways in a grid) and its live region
 * for announcements. The grip is the only activator, so the item's buttons and links work as ever.
 */

interface ItemProps<T> extends Pick<SortableProps<T>, 'renderItem' | 'itemName' | 'disabled'> {
  item: T;
  id: number;
  index: number;
}

function SortableItem<T>({ item, id, index, itemName, disabled, renderItem }: ItemProps<T>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const t = useAdminText(orderingText);
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription={t('drag.grip')}
      aria-label={t('drag.gripLabel', { name: itemName(item) })}
      title={t('drag.gripTitle')}
      data-drag-handle={id}
      css={{
        boxSizing: 'border-box',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 40,
        minHeight: 36,
        padding: 0,
        border: `1px solid ${colors.border}`,
        borderRadius: 6,
        background: isDragging ? '#fee2e2' : colors.surface,
        color: colors.text,
        fontSize: 18,
        lineHeight: 1,
        cursor: disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab',
        // The page must not scroll under a finger that drags the grip.
        touchAction: 'none',
        '&[aria-disabled="true"]': { opacity: 0.45 },
        '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
        [media.narrow]: { minWidth: TAP, minHeight: TAP },
      }}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative' as const, zIndex: 2, boxShadow: '0 8px 24px rgba(0,0,0,0.18)' } : {}),
  };
  return renderItem(item, index, { ref: setNodeRef, style, handle, dragging: isDragging });
}

export default function DragList<T>({
  items,
  itemId,
  itemName,
  layout = 'list',
  disabled,
  onMove,
  renderList,
  renderItem,
}: SortableProps<T>) {
  const t = useAdminText(orderingText);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the grip is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(itemId);
  const place = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => itemId(i) === Number(id));
    return item ? itemName(item) : t('drag.theItem');
  };
  const count = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.lifted', { name: nameOf(active.id), place: place(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { name: nameOf(active.id), place: place(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('drag.dropped', { name: nameOf(active.id), place: place(over?.id ?? active.id), count }),
    onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id), place: place(active.id), count }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const item = items.find((i) => itemId(i) === Number(active.id));
    if (item) onMove(item, ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        {renderList(
          items.map((item, index) => (
            <SortableItem
              key={itemId(item)}
              item={item}
              id={itemId(item)}
              index={index}
              itemName={itemName}
              disabled={disabled}
              renderItem={renderItem}
            />
          )),
        )}
      </SortableContext>
    </DndContext>
  );
}
