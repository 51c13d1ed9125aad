import { useEffect, type ReactElement, type ReactNode } from 'react';
import { SortableList } from '../../ui/sortable/sortable-list';
import { useAdminText } from '../../i18n/admin-text';
import { contentText } from './content-text';
import { ItemControls, refocusMoveButton } from './item-controls';
import { ListState } from './list-state';
import type { useOrderedList } from './use-ordered-list';

interface Props<T extends { id: number }> {
  list: ReturnType<typeof useOrderedList<T>>;
  /** The list in words for its load failure ("photos"). */
  what: string;
  /** The item in words ("photo “Lab”"), for the buttons, the drag handle and the confirmation. */
  itemName: (item: T) => string;
  /** What deleting does, said under the confirmation's question. */
  deleteDetail: string;
  layout?: 'grid' | 'list';
  /** The `ol` around the items, with its label. */
  renderList: (children: ReactNode) => ReactElement;
  /** An item's own part, before its move and delete controls. */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A content list in the order its public page shows it (the gallery's photos, the videos): loading
 * or its failure, then each item with a drag grip, up and down, and delete after a confirmation.
 */
export function OrderedItemsList<T extends { id: number }>(props: Props<T>) {
  const { list, what, itemName, deleteDetail, layout, renderList, renderItem } = props;
  const { items, loadError, reload, busy, announcement, lastMove, move, reorder, remove } = list;
  const t = useAdminText(contentText);
  useEffect(() => refocusMoveButton(lastMove), [lastMove, items]);
  return (
    <ListState
      what={what}
      loadError={loadError}
      loading={!items}
      reload={() => void reload()}
      announcement={announcement}
    >
      {items && items.length > 0 && (
        <SortableList
          items={items}
          itemId={(item) => item.id}
          itemName={itemName}
          layout={layout}
          disabled={busy}
          onMove={(item, to) => void reorder(item, to)}
          renderList={renderList}
          renderItem={(item, index, drag) => (
            <li ref={drag.ref} style={drag.style} data-dragging={drag.dragging || undefined}>
              {renderItem(item, index)}
              <ItemControls
                id={item.id}
                name={itemName(item)}
                index={index}
                count={items.length}
                busy={busy}
                onMove={(d) => void move(item, d)}
                onDelete={() => void remove(item)}
                deleteQuestion={{
                  question: t('content.deleteQuestion', { name: itemName(item) }),
                  detail: deleteDetail,
                }}
                dragHandle={drag.handle}
              />
            </li>
          )}
        />
      )}
    </ListState>
  );
}
