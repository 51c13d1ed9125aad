import type { CourseOrderList } from '@dds/shared/src/schemas/course';
import { Button } from '../../ui/controls';
import type { Direction } from './use-course-list';

/** The attribute the list uses to give the focus back to a move button after the list is redrawn. */
export const moveButtonKey = (list: CourseOrderList, id: number, direction: Direction) => `${list}-${id}-${direction}`;

interface Props {
  list: CourseOrderList;
  id: number;
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (direction: Direction) => void;
}

/** Up and down: the keyboard way to reorder (drag is not needed). */
export function MoveButtons({ list, id, name, index, count, busy, onMove }: Props) {
  const button = (direction: Direction, label: string, disabled: boolean) => (
    <Button
      type="button"
      data-move={moveButtonKey(list, id, direction)}
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
    <span css={{ display: 'inline-flex', gap: 4 }}>
      {button('up', '↑', index === 0)}
      {button('down', '↓', index === count - 1)}
    </span>
  );
}
