import { useAdminText } from '../i18n/admin-text';
import { Button } from './controls';
import { orderingText } from './sortable/ordering-text';

export type MoveDirection = 'up' | 'down';

/** Names one move button (its `data-move`), so a list can give it the focus back once redrawn. */
export type MoveKey = (direction: MoveDirection) => string;

interface Props {
  moveKey: MoveKey;
  /** The item in words, for the buttons' accessible names. */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** Up and down: the keyboard way to reorder a list (drag is not needed). The caller lays them out. */
export function UpDownButtons({ moveKey, name, index, count, busy, onMove }: Props) {
  const t = useAdminText(orderingText);
  const button = (direction: MoveDirection, label: string, disabled: boolean) => (
    <Button
      type="button"
      data-move={moveKey(direction)}
      aria-label={t(direction === 'up' ? 'move.upNamed' : 'move.downNamed', { name })}
      title={t(direction === 'up' ? 'move.up' : 'move.down')}
      // aria-disabled (not disabled) at the ends, so the focus is never lost when an item reaches the top.
      aria-disabled={disabled || busy}
      onClick={() => !disabled && !busy && onMove(direction)}
      css={{ minWidth: 40, padding: '6px 10px', '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' } }}
    >
      <span aria-hidden="true">{label}</span>
    </Button>
  );
  return (
    <>
      {button('up', '↑', index === 0)}
      {button('down', '↓', index === count - 1)}
    </>
  );
}

/** Gives the focus back to the pressed move button, or to the other one once the item reached an end. */
export function focusMovedButton(moveKey: MoveKey, pressed: MoveDirection) {
  const button = (d: MoveDirection) => document.querySelector<HTMLElement>(`[data-move="${moveKey(d)}"]`);
  const same = button(pressed);
  (same?.getAttribute('aria-disabled') === 'true' ? button(pressed === 'up' ? 'down' : 'up') : same)?.focus();
}
