import { Button } from '../../ui/controls';
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
  /** What the confirmation says will happen. */
  confirmText: string;
}

/** Up, down (the keyboard way to reorder) and delete, with a confirmation before anything is lost. */
export function ItemControls({ id, name, index, count, busy, onMove, onDelete, confirmText }: Props) {
  const move = (direction: Direction, label: string, disabled: boolean) => (
    <Button
      type="button"
      data-move={moveKey(id, direction)}
      aria-label={`Move ${name} ${direction}`}
      title={`Move ${direction}`}
      // aria-disabled (not disabled) at the ends, so the focus is never lost when an item reaches the top.
      aria-disabled={disabled || busy}
      onClick={() => !disabled && !busy && onMove(direction)}
      css={{ minWidth: 40, padding: '6px 10px', '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' } }}
    >
      <span aria-hidden="true">{label}</span>
    </Button>
  );
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
      {move('up', '↑', index === 0)}
      {move('down', '↓', index === count - 1)}
      <Button type="button" variant="danger" disabled={busy} aria-label={`Delete ${name}`} onClick={() => window.confirm(confirmText) && onDelete()}>
        Delete
      </Button>
    </span>
  );
}

/** Gives the focus back to the pressed move button (or the other one once the item reached an end). */
export function refocusMoveButton(lastMove: { id: number; direction: Direction } | null) {
  if (!lastMove) return;
  const button = (d: Direction) => document.querySelector<HTMLElement>(`[data-move="${moveKey(lastMove.id, d)}"]`);
  const pressed = button(lastMove.direction);
  (pressed?.getAttribute('aria-disabled') === 'true' ? button(lastMove.direction === 'up' ? 'down' : 'up') : pressed)?.focus();
}
