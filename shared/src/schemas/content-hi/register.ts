import { addShippedContentHindi } from '../content-hindi';
import { HI_CONTENT_NAMES } from './names';
import { HI_COURSE_TEXTS } from './course-texts';

// Importing this module makes every shipped Hindi text of the institute's records available to
// `hindiOf`: for the server (a save drops Hindi equal to the shipped one; a Hindi page's content
// carries each course's shipped Hindi: server/src/static/hindi-page-content.ts), its page render
// and the admin panel (the Hindi boxes show it). A public page's scripts never load it
// (docs/decisions/026-hindi.md §3, "Cost").
addShippedContentHindi(HI_CONTENT_NAMES);
addShippedContentHindi(HI_COURSE_TEXTS);

export { HI_CONTENT_NAMES, HI_COURSE_TEXTS };
