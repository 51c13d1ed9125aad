// The shipped Hindi of the seeded courses: a seeded text is not "missing" while its English is unchanged.
import '@dds/shared/schemas/content-hi/register';
import { countMissingHindi } from '@dds/shared/schemas/content-hindi';
import { courseEnglishTexts, type Course } from '@dds/shared/schemas/course';

/** How many of a course's texts its Hindi page shows in English (docs/decisions/026-hindi.md §3). */
export const missingHindiOf = (course: Pick<Course, 'hindi'> & Parameters<typeof courseEnglishTexts>[0]): number =>
  countMissingHindi(courseEnglishTexts(course), course.hindi);
