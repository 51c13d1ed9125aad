import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';
import { HI_CONTENT_NAMES } from '@dds/shared/schemas/content-hi/register-names';
import { hiPages } from './hi-pages';
import { addInterfaceCatalogue } from './interface-text';

/**
 * What every Hindi page adds (docs/decisions/026-hindi.md): the shipped Hindi site text (its
 * register module adds it on import), the seeded courses' names and descriptions (the home page lists
 * them; content-hi/register-names) and the pages' interface words. One module, so the browser
 * fetches one chunk beside the page's (content/page-language-texts.ts) and the server render
 * imports it once (prerender/render-page.tsx); English pages never load it. The forms' words are
 * ./hindi-forms.ts.
 */
addInterfaceCatalogue('hi', hiPages);

export { HI_CONTENT_NAMES, HI_SITE_TEXT, hiPages };
