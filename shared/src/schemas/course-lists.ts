// The contract's course lists as plain queries over the records (no zod): the home page and the course
// pages call them at first paint, while the schemas in ./course load only where a form validates.
import { COURSE_MODES, type CourseMode } from './course-modes';
import type { PublicCourse } from './course';

const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) =>
  a.order - b.order || a.id - b.id;

export function coursesInMode<C extends PublicCourse>(courses: readonly C[], mode: CourseMode): C[] {
  return courses.filter((c) => c.visible && c.modes.includes(mode)).sort(byOrder);
}

/** The admission form's course list: each name once, in course order. */
export function admissionCatalogue(courses: readonly PublicCourse[]): string[] {
  const names: string[] = [];
  for (const c of [...courses].sort(byOrder))
    if (c.visible && c.inAdmissionCatalogue && !names.includes(c.name)) names.push(c.name);
  return names;
}

/**
 * What an Enroll Now link (`/AdmissionForm?course=<name>&mode=<Online|Offline>`) chooses on the
 * admission form: the catalogue's course of that name and the mode, each matched without regard to
 * case, else nothing. One function for the server's render of the page and the browser's, so both
 * choose the same (docs/decisions/016-input-before-the-app.md).
 */
export function enrollChoice(
  catalogue: readonly string[],
  course: unknown,
  mode: unknown,
): { course: string; mode: CourseMode | '' } {
  const wanted = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : undefined);
  const courseWanted = wanted(course);
  const modeWanted = wanted(mode);
  return {
    course: catalogue.find((c) => c.toLowerCase() === courseWanted) ?? '',
    mode: COURSE_MODES.find((m) => m.toLowerCase() === modeWanted) ?? '',
  };
}

export function featuredCourses<C extends PublicCourse>(courses: readonly C[]): C[] {
  return courses
    .filter((c) => c.visible && c.featuredOrder !== null)
    .sort((a, b) => a.featuredOrder! - b.featuredOrder! || a.id - b.id);
}

export function landingGridCourses<C extends PublicCourse>(courses: readonly C[]): C[] {
  return courses
    .filter((c) => c.visible && c.gridOrder !== null)
    .sort((a, b) => a.gridOrder! - b.gridOrder! || a.id - b.id);
}

export const findCourseBySlug = <C extends PublicCourse>(courses: readonly C[], slug: string): C | undefined =>
  courses.find((c) => c.visible && c.slug === slug.toLowerCase());

/** How the home page names a course: its short name, else its name. */
export const homeName = (course: Pick<PublicCourse, 'name' | 'shortName'>) => course.shortName || course.name;

/** `₹12,500` (Indian digit grouping), `from ₹12,500`; '' when no fee is set. */
export function formatCourseFee(course: Pick<PublicCourse, 'fee' | 'feeFrom'>): string {
  if (course.fee === null) return '';
  const amount = `₹${course.fee.toLocaleString('en-IN')}`;
  return course.feeFrom ? `from ${amount}` : amount;
}

/** The course page's address. */
export const coursePath = (slug: string) => `/courses/${slug}`;
