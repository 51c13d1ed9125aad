import { addShippedContentHindi } from '../content-hindi';
import { HI_CONTENT_NAMES } from './names';

// Importing this module makes the shipped Hindi course names and roles available to `hindiOf`
// (a module of its own so English pages never load it: public-site/src/i18n/hindi.ts imports it).
addShippedContentHindi(HI_CONTENT_NAMES);

export { HI_CONTENT_NAMES };
