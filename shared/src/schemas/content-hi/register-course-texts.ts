import { addShippedContentHindi } from '../content-hindi';
import { HI_COURSE_TEXTS } from './course-texts';

// Importing this module makes the shipped Hindi of the seeded courses' page texts available to
// `hindiOf` (loaded with the course pages on Hindi pages: public-site/src/i18n/hindi-courses.ts).
addShippedContentHindi(HI_COURSE_TEXTS);

export { HI_COURSE_TEXTS };
