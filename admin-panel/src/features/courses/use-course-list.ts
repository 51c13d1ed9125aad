import { useCallback, useEffect, useState } from 'react';
import { toast } from '@dds/shared/toast';
import { featuredCourses, landingGridCourses, type Course, type CourseFlags, type CourseOrderList } from '@dds/shared/schemas/course';
import type { MoveDirection } from '../../ui/move-buttons';
import { useListChange } from '../../ui/use-list-change';
import { deleteCourse, fetchCourses, reorderCourses, setCourseFlags } from './courses-api';

export type Direction = MoveDirection;

/** The members of a list in their order (hidden courses keep their place in the home lists). */
export function membersOf(courses: Course[], list: CourseOrderList): Course[] {
  if (list === 'courses') return courses;
  const all = courses.map((c) => ({ ...c, visible: true }));
  const ids = (list === 'featured' ? featuredCourses(all) : landingGridCourses(all)).map((c) => c.id);
  return ids.map((id) => courses.find((c) => c.id === id)!);
}

const LIST_WORDS: Record<CourseOrderList, string> = { courses: 'the course list', featured: 'the featured list', grid: 'the home page grid' };

/**
 * The course list screen's state: every course in order, with the changes the admin makes from the
 * list (show/hide, featured, grid, order, delete). Each is saved at once and live on the site.
 */
export function useCourseList() {
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Read out by a polite live region: where a moved course now is. */
  const [announcement, setAnnouncement] = useState('');
  /** The move button last pressed: it keeps the focus after the list is drawn again. */
  const [lastMove, setLastMove] = useState<{ list: CourseOrderList; id: number; direction: Direction } | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setCourses(await fetchCourses());
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const { busy, run } = useListChange(load);

  const setFlags = (course: Course, flags: CourseFlags) =>
    run(async () => {
      // The tick shows at once; the list is read again after the save (home list places may move).
      setCourses((list) => list?.map((c) => (c.id === course.id ? { ...c, ...flags } : c)) ?? null);
      await setCourseFlags(course.id, flags);
      setCourses(await fetchCourses()); // places in the home lists may have moved
    });

  const move = (list: CourseOrderList, course: Course, direction: Direction) =>
    run(async () => {
      const ids = membersOf(courses ?? [], list).map((c) => c.id);
      const from = ids.indexOf(course.id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      setCourses(await reorderCourses(list, ids));
      setLastMove({ list, id: course.id, direction });
      setAnnouncement(`${course.name} moved to place ${to + 1} of ${ids.length} in ${LIST_WORDS[list]}.`);
    });

  const remove = (course: Course) =>
    run(async () => {
      await deleteCourse(course.id);
      setCourses((list) => list?.filter((c) => c.id !== course.id) ?? null);
      toast.success(`${course.name} deleted`);
    });

  return { courses, loadError, reload: load, busy, announcement, lastMove, setFlags, move, remove };
}
