import type { CourseOrderList } from '@dds/shared/schemas/course';
import { UpDownButtons } from '../../ui/move-buttons';
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

/** Up and down in one of the course lists (a course has a place in each). */
export function MoveButtons({ list, id, name, index, count, busy, onMove }: Props) {
  return (
    <span css={{ display: 'inline-flex', gap: 4 }}>
      <UpDownButtons
        moveKey={(direction) => moveButtonKey(list, id, direction)}
        name={name}
        index={index}
        count={count}
        busy={busy}
        onMove={onMove}
      />
    </span>
  );
}
