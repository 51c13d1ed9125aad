import { homeName, type Course, type CourseOrderList } from '@dds/shared/schemas/course';
import { Card } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { MoveButtons } from './move-buttons';
import type { Direction } from './use-course-list';

interface Props {
  list: Extract<CourseOrderList, 'featured' | 'grid'>;
  title: string;
  hint: string;
  courses: Course[];
  busy: boolean;
  onMove: (course: Course, direction: Direction) => void;
}

/** The order of one home-page list (featured list, course grid); membership is switched in the course list. */
export function HomeOrder({ list, title, hint, courses, busy, onMove }: Props) {
  const titleId = `${list}-order-title`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} css={{ margin: '0 0 4px', fontSize: 18 }}>
        {title} ({courses.length})
      </h2>
      <p css={{ margin: '0 0 12px', color: colors.muted, fontSize: 14 }}>{hint}</p>
      {courses.length === 0 ? (
        <p css={{ margin: 0 }}>None yet: tick “{list === 'featured' ? 'Featured' : 'Home grid'}” on a course below.</p>
      ) : (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }} data-testid={`${list}-order`}>
          {courses.map((course, index) => (
            <li key={course.id} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 10, padding: '6px 10px', borderRadius: 6, background: '#f9fafb' }}>
              <span>
                <strong>{homeName(course)}</strong>
                {course.shortName && <span css={{ color: colors.muted, fontSize: 13 }}> · {course.name}</span>}
                {!course.visible && <span css={{ color: colors.warnText, fontSize: 13 }}> · hidden</span>}
              </span>
              <MoveButtons list={list} id={course.id} name={homeName(course)} index={index} count={courses.length} busy={busy} onMove={(d) => onMove(course, d)} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
