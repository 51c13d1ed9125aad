import { HI_COURSE_TEXTS } from '@dds/shared/schemas/content-hi/register-course-texts';
import { hiCourses } from './hi-courses';
import { addInterfaceCatalogue } from './interface-text';

/**
 * The course pages' words on a Hindi page, loaded with those pages' route (routes.tsx): the
 * interface's and the seeded courses' durations, eligibility and syllabus (content-hi/register-course-texts).
 */
addInterfaceCatalogue('hi', hiCourses);

export { HI_COURSE_TEXTS, hiCourses };
