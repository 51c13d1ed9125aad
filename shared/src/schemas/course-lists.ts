// The SPEC.md course lists as plain queries over the records (no zod): the home page and the course
// pages call them at first paint, while the schemas in ./course load only where a form validates.
import type { CourseMode } from './course-modes';
import type { PublicCourse } from './course';

const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id;

export function coursesInMode<C extends PublicCourse>(courses: readonly C[], mode: CourseMode): C[] {
  return courses.filter((c) => c.visible && c.modes.includes(mode)).sort(byOrder);
}

/** The admission form's course list: each name once, in course order. */
export function admissionCatalogue(courses: readonly PublicCourse[]): string[] {
  const names: string[] = [];
  for (const c of [...courses].sort(byOrder)) if (c.visible && c.inAdmissionCatalogue && !names.includes(c.name)) names.push(c.name);
  return names;
}

export function featuredCourses<C extends PublicCourse>(courses: readonly C[]): C[] {
  return courses.filter((c) => c.visible && c.featuredOrder !== null).sort((a, b) => a.featuredOrder! - b.featuredOrder! || a.id - b.id);
}

export function landingGridCourses<C extends PublicCourse>(courses: readonly C[]): C[] {
  return courses.filter((c) => c.visible && c.gridOrder !== null).sort((a, b) => a.gridOrder! - b.gridOrder! || a.id - b.id);
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
