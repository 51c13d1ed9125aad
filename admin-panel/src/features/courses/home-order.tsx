import { homeName, type Course, type CourseOrderList } from '@dds/shared/schemas/course';
import { Card } from '../../ui/controls';
import { SortableList } from '../../ui/sortable/sortable-list';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { coursesText } from './courses-text';
import { MoveButtons } from './move-buttons';
import type { Direction } from './use-course-list';

interface Props {
  list: Extract<CourseOrderList, 'featured' | 'grid'>;
  title: string;
  hint: string;
  courses: Course[];
  busy: boolean;
  onMove: (course: Course, direction: Direction) => void;
  /** Dragged (or moved by keyboard) to place `to`, counted from 0. */
  onDrop: (course: Course, to: number) => void;
}

/** The order of one home-page list (featured list, course grid); membership is switched in the course list. */
export function HomeOrder({ list, title, hint, courses, busy, onMove, onDrop }: Props) {
  const t = useAdminText(coursesText);
  const titleId = `${list}-order-title`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} css={{ margin: '0 0 4px', fontSize: 18 }}>
        {title} ({courses.length})
      </h2>
      <p css={{ margin: '0 0 12px', color: colors.muted, fontSize: 14 }}>{hint}</p>
      {courses.length === 0 ? (
        <p css={{ margin: 0 }}>{t(list === 'featured' ? 'homeOrder.noneFeatured' : 'homeOrder.noneGrid')}</p>
      ) : (
        <SortableList
          items={courses}
          itemId={(course) => course.id}
          // The same course may be in the course list and both home lists: each grip says which list it moves in.
          itemName={(course) =>
            t(list === 'featured' ? 'homeOrder.inFeatured' : 'homeOrder.inGrid', { name: homeName(course) })
          }
          disabled={busy}
          onMove={onDrop}
          renderList={(children) => (
            <ol
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
              data-testid={`${list}-order`}
              aria-labelledby={titleId}
            >
              {children}
            </ol>
          )}
          renderItem={(course, index, drag) => (
            <li
              ref={drag.ref}
              style={drag.style}
              css={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 10,
                padding: '6px 10px',
                borderRadius: 6,
                background: '#f9fafb',
              }}
            >
              <span>
                <strong>{homeName(course)}</strong>
                {course.shortName && <span css={{ color: colors.muted, fontSize: 13 }}> · {course.name}</span>}
                {!course.visible && (
                  <span css={{ color: colors.warnText, fontSize: 13 }}> · {t('homeOrder.hidden')}</span>
                )}
              </span>
              <span css={{ display: 'inline-flex', gap: 4 }}>
                {drag.handle}
                <MoveButtons
                  list={list}
                  id={course.id}
                  name={homeName(course)}
                  index={index}
                  count={courses.length}
                  busy={busy}
                  onMove={(d) => onMove(course, d)}
                />
              </span>
            </li>
          )}
        />
      )}
    </Card>
  );
}
