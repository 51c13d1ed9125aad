import { addShippedSiteText } from '../site-text-core';
import { HI_SITE_TEXT } from '.';

// Importing this module makes the shipped Hindi texts available to `resolveSiteText` (see
// SITE_TEXT_DEFAULTS in ../site-text.ts for why it is a module of its own).
addShippedSiteText('hi', HI_SITE_TEXT);

export { HI_SITE_TEXT };
