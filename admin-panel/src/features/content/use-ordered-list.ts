import { useCallback, useEffect, useState } from 'react';
import { moveInOrder, type ContentOrderList } from '@dds/shared/schemas/list-order';
import { toast } from '@dds/shared/toast';
import type { MoveDirection } from '../../ui/move-buttons';
import { preloadDragList } from '../../ui/sortable/sortable-list';
import { useListChange } from '../../ui/use-list-change';
import { adminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { deleteContentItem, fetchOrderedList, saveListOrder } from './content-api';
import { contentText } from './content-text';

export type Direction = MoveDirection;
type WithId = { id: number };

/** One of the lists' sentences in the admin's language at this moment (said after an async change). */
const say = (id: keyof typeof contentText, values: Record<string, string | number>) =>
  adminText(usePanelLanguage.getState().language, contentText, id, values);

/** "Photo “Lab” is now number 2 of 5." (the item's words start the sentence). */
export const placeSentence = (said: string, place: number, count: number) =>
  say('content.placeNow', { name: `${said.charAt(0).toUpperCase()}${said.slice(1)}`, place, count });

/**
 * State of a list the admin orders (photos, videos, leaders, testimonials): loaded once, then each
 * change (move, delete, add, edit) is saved at once and live on the public site. `name` says an
 * item in words for messages ("photo “Annual function”"). A move — a drag, the keyboard, or the up
 * and down buttons — saves the whole order with the version it was based on
 * (docs/decisions/023-drag-to-order-and-many-photos.md).
 */
export function useOrderedList<T extends WithId>(list: ContentOrderList, name: (item: T) => string) {
  const [items, setItems] = useState<T[] | null>(null);
  /** The version of the order on screen: a reorder is based on it. */
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Read out by a polite live region: where a moved item now is. */
  const [announcement, setAnnouncement] = useState('');
  /** The move button last pressed: the list gives it the focus back once redrawn. */
  const [lastMove, setLastMove] = useState<{ id: number; direction: Direction } | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    void preloadDragList().catch(() => undefined); // drawn without grips if it cannot load
    try {
      const answer = await fetchOrderedList(list);
      setItems(answer.items as unknown as T[]);
      setVersion(answer.versions[list]);
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, [list]);
  useEffect(() => void load(), [load]);

  const { busy, run } = useListChange(load);

  /** Puts `item` at place `to` (counted from 0) and saves the whole order; shown at once, read again if refused. */
  const reorder = (item: T, to: number, direction?: Direction) =>
    run(async () => {
      const current = items ?? [];
      const from = current.findIndex((i) => i.id === item.id);
      if (from < 0 || to < 0 || to >= current.length || from === to) return;
      const next = moveInOrder(current, from, to);
      setItems(next);
      const answer = await saveListOrder(
        list,
        next.map((i) => i.id),
        version,
      );
      const saved = answer.items as unknown as T[];
      setItems(saved);
      setVersion(answer.versions[list]);
      setLastMove(direction ? { id: item.id, direction } : null);
      setAnnouncement(placeSentence(name(item), saved.findIndex((i) => i.id === item.id) + 1, saved.length));
    });

  /** One place up or down (the buttons). */
  const move = (item: T, direction: Direction) => {
    const from = (items ?? []).findIndex((i) => i.id === item.id);
    return reorder(item, direction === 'up' ? from - 1 : from + 1, direction);
  };

  const remove = (item: T) =>
    run(async () => {
      await deleteContentItem(list, item.id);
      setItems((current) => current?.filter((i) => i.id !== item.id) ?? null);
      toast.success(say('content.deleted', { name: name(item) }));
    });

  /** After an add or an edit saved elsewhere (a form): put the saved item in the list. */
  const saved = (item: T) =>
    setItems((current) =>
      current?.some((i) => i.id === item.id)
        ? current.map((i) => (i.id === item.id ? item : i))
        : [...(current ?? []), item],
    );

  return { items, loadError, reload: load, busy, announcement, lastMove, move, reorder, remove, saved };
}
