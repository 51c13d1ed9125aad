import type { ReactNode } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import { Button } from '../../ui/controls';
import { confirmAction, type Confirmation } from '../../ui/dialog';
import { UpDownButtons, focusMovedButton } from '../../ui/move-buttons';
import { contentText } from './content-text';
import type { Direction } from './use-ordered-list';

/** The attribute the list uses to give the focus back to a move button after it is redrawn. */
export const moveKey = (id: number, direction: Direction) => `${id}-${direction}`;

interface Props {
  id: number;
  /** The item in words, for the buttons' accessible names. */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (direction: Direction) => void;
  onDelete: () => void;
  /** The confirmation before deleting: its question and what will happen. */
  deleteQuestion: Pick<Confirmation, 'question' | 'detail'>;
  /** The drag grip of a sortable list (null until the drag code is loaded). */
  dragHandle?: ReactNode;
}

/**
 * The drag grip, up and down (one place, with a single tap: a way to reorder that needs no dragging)
 * and delete, with a confirmation before anything is lost.
 */
export function ItemControls({ id, name, index, count, busy, onMove, onDelete, deleteQuestion, dragHandle }: Props) {
  const t = useAdminText(contentText);
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
      {dragHandle}
      <UpDownButtons
        moveKey={(direction) => moveKey(id, direction)}
        name={name}
        index={index}
        count={count}
        busy={busy}
        onMove={onMove}
      />
      <Button
        type="button"
        variant="danger"
        disabled={busy}
        aria-label={t('content.deleteNamed', { name })}
        onClick={() =>
          void confirmAction({ ...deleteQuestion, confirm: t('content.delete') }).then((yes) => {
            if (yes) onDelete();
          })
        }
      >
        {t('content.delete')}
      </Button>
    </span>
  );
}

/** Gives the focus back to the pressed move button (or the other one once the item reached an end). */
export function refocusMoveButton(lastMove: { id: number; direction: Direction } | null) {
  if (lastMove) focusMovedButton((direction) => moveKey(lastMove.id, direction), lastMove.direction);
}
