import { useCallback, useEffect, useState } from 'react';
import { toast } from '@dds/shared/toast';
import {
  featuredCourses,
  landingGridCourses,
  type Course,
  type CourseFlags,
  type CourseOrderList,
} from '@dds/shared/schemas/course';
import { moveInOrder, type OrderedItems } from '@dds/shared/schemas/list-order';
import type { MoveDirection } from '../../ui/move-buttons';
import { preloadDragList } from '../../ui/sortable/sortable-list';
import { useListChange } from '../../ui/use-list-change';
import { adminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { deleteCourse, fetchCourseOrder, saveCourseOrder, setCourseFlags } from './courses-api';
import { coursesText } from './courses-text';

/** One of the list's sentences in the admin's language at this moment (said from an async change). */
const say = (id: keyof typeof coursesText, values: Record<string, string | number>) =>
  adminText(usePanelLanguage.getState().language, coursesText, id, values);

export type Direction = MoveDirection;

/** The members of a list in their order (hidden courses keep their place in the home lists). */
export function membersOf(courses: Course[], list: CourseOrderList): Course[] {
  if (list === 'courses') return courses;
  const all = courses.map((c) => ({ ...c, visible: true }));
  const ids = (list === 'featured' ? featuredCourses(all) : landingGridCourses(all)).map((c) => c.id);
  return ids.map((id) => courses.find((c) => c.id === id)!);
}

/** The courses with one list put in the order of `ids` (the course list is the array's order; a home list is its place field). */
function withOrder(courses: Course[], list: CourseOrderList, ids: number[]): Course[] {
  if (list === 'courses') return ids.map((id) => courses.find((c) => c.id === id)!);
  const field = list === 'featured' ? 'featuredOrder' : 'gridOrder';
  return courses.map((c) => (ids.includes(c.id) ? { ...c, [field]: ids.indexOf(c.id) + 1 } : c));
}

/** Where a moved course now is, in each list's words (read out in the admin's language of the moment). */
const MOVED = {
  courses: 'courses.moved.courses',
  featured: 'courses.moved.featured',
  grid: 'courses.moved.grid',
} as const satisfies Record<CourseOrderList, keyof typeof coursesText>;

/**
 * The course list screen's state: every course in order, with the changes the admin makes from the
 * list (show/hide, featured, grid, order, delete). Each is saved at once and live on the site.
 */
export function useCourseList() {
  const [courses, setCourses] = useState<Course[] | null>(null);
  /** The versions of the three orders on screen: a reorder is based on its list's. */
  const [versions, setVersions] = useState<OrderedItems<Course>['versions']>({});
  const take = (answer: OrderedItems<Course>) => {
    setCourses(answer.items);
    setVersions(answer.versions);
  };
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Read out by a polite live region: where a moved course now is. */
  const [announcement, setAnnouncement] = useState('');
  /** The move button last pressed: it keeps the focus after the list is drawn again. */
  const [lastMove, setLastMove] = useState<{ list: CourseOrderList; id: number; direction: Direction } | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    void preloadDragList().catch(() => undefined); // drawn without grips if it cannot load
    try {
      take(await fetchCourseOrder());
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
      take(await fetchCourseOrder()); // places in the home lists may have moved
    });

  /** Puts `course` at place `to` (from 0) of a list and saves that list's whole order; shown at once, read again if refused. */
  const reorder = (list: CourseOrderList, course: Course, to: number, direction?: Direction) =>
    run(async () => {
      const members = membersOf(courses ?? [], list);
      const from = members.findIndex((c) => c.id === course.id);
      if (from < 0 || to < 0 || to >= members.length || from === to) return;
      const ids = moveInOrder(members, from, to).map((c) => c.id);
      setCourses(withOrder(courses ?? [], list, ids)); // shown at once; the saved answer follows
      take(await saveCourseOrder(list, ids, versions[list]));
      setLastMove(direction ? { list, id: course.id, direction } : null);
      setAnnouncement(say(MOVED[list], { name: course.name, place: to + 1, count: ids.length }));
    });

  /** One place up or down (the buttons). */
  const move = (list: CourseOrderList, course: Course, direction: Direction) => {
    const from = membersOf(courses ?? [], list).findIndex((c) => c.id === course.id);
    return reorder(list, course, direction === 'up' ? from - 1 : from + 1, direction);
  };

  const remove = (course: Course) =>
    run(async () => {
      await deleteCourse(course.id);
      setCourses((list) => list?.filter((c) => c.id !== course.id) ?? null);
      toast.success(say('courses.deleted', { name: course.name }));
    });

  return { courses, loadError, reload: load, busy, announcement, lastMove, setFlags, move, reorder, remove };
}
