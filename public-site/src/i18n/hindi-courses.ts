import { hiCourses } from './hi-courses';
import { addInterfaceCatalogue } from './interface-text';

/**
 * The course pages' interface words on a Hindi page, loaded with those pages' route (routes.tsx).
 * The seeded courses' own Hindi (durations, eligibility, syllabus) comes with the page's content,
 * not in a script (server/src/static/hindi-page-content.ts; docs/decisions/026-hindi.md §3).
 */
addInterfaceCatalogue('hi', hiCourses);

export { hiCourses };
