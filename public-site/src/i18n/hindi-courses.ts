import { hiCourses } from './hi-courses';
import { addInterfaceCatalogue } from './interface-text';

/**
 * The course pages' words on a Hindi page, loaded with those pages' route (routes.tsx).
 */
addInterfaceCatalogue('hi', hiCourses);

export { hiCourses };
