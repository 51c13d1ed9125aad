import { PUBLIC_ROUTES } from '@dds/shared/routes';
import type { CourseMode } from '@dds/shared/schemas';
import type { PublicCourse } from '@dds/shared/schemas';
import { coursePath } from '@dds/shared/schemas/course-lists';

/**
 * Enroll Now opens the admission form with the course chosen (when the catalogue offers it) and
 * the mode chosen: the one asked for, else the course's only mode. The form reads ?course= and ?mode=.
 */
export function enrollHref(
  course: Pick<PublicCourse, 'name' | 'modes'>,
  catalogue: readonly string[],
  mode?: CourseMode,
): string {
  const params = new URLSearchParams();
  if (catalogue.includes(course.name)) params.set('course', course.name);
  const chosen = mode ?? (course.modes.length === 1 ? course.modes[0] : undefined);
  if (chosen) params.set('mode', chosen);
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `${PUBLIC_ROUTES.admission.link}?${query}` : PUBLIC_ROUTES.admission.link;
}

export const courseHref = (course: Pick<PublicCourse, 'slug'>) => coursePath(course.slug);
