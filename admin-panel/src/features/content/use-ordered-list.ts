import { useCallback, useEffect, useState } from 'react';
import { toast } from '@dds/shared/toast';
import type { MoveDirection } from '../../ui/move-buttons';
import { useListChange } from '../../ui/use-list-change';
import { deleteContentItem, fetchContentList, moveContentItem, type ContentListName } from './content-api';

export type Direction = MoveDirection;
type WithId = { id: number };

/**
 * State of a list the admin orders (photos, videos, leaders, testimonials): loaded once, then each
 * change (move, delete, add, edit) is saved at once and live on the public site. `name` says an
 * item in words for messages ("photo “Annual function”").
 */
export function useOrderedList<T extends WithId>(list: ContentListName, name: (item: T) => string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Read out by a polite live region: where a moved item now is. */
  const [announcement, setAnnouncement] = useState('');
  /** The move button last pressed: the list gives it the focus back once redrawn. */
  const [lastMove, setLastMove] = useState<{ id: number; direction: Direction } | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setItems((await fetchContentList(list)) as unknown as T[]);
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, [list]);
  useEffect(() => void load(), [load]);

  const { busy, run } = useListChange(load);

  const move = (item: T, direction: Direction) =>
    run(async () => {
      const next = (await moveContentItem(list, item.id, direction)) as unknown as T[];
      setItems(next);
      setLastMove({ id: item.id, direction });
      const said = name(item);
      setAnnouncement(`${said.charAt(0).toUpperCase()}${said.slice(1)} is now number ${next.findIndex((i) => i.id === item.id) + 1} of ${next.length}.`);
    });

  const remove = (item: T) =>
    run(async () => {
      await deleteContentItem(list, item.id);
      setItems((current) => current?.filter((i) => i.id !== item.id) ?? null);
      toast.success(`Deleted ${name(item)}`);
    });

  /** After an add or an edit saved elsewhere (a form): put the saved item in the list. */
  const saved = (item: T) => setItems((current) => (current?.some((i) => i.id === item.id) ? current.map((i) => (i.id === item.id ? item : i)) : [...(current ?? []), item]));

  return { items, loadError, reload: load, busy, announcement, lastMove, move, remove, saved };
}
