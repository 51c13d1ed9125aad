import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';
import { hiPages } from './hi-pages';
import { addInterfaceCatalogue } from './interface-text';

/**
 * What every Hindi page adds (docs/decisions/026-hindi.md): the shipped Hindi site text (its
 * register module adds it on import) and the pages' interface words. The seeded courses' Hindi is
 * not here: it comes with the page's content (server/src/static/hindi-page-content.ts). One module, so the browser
 * fetches one chunk beside the page's (content/page-language-texts.ts) and the server render
 * imports it once (prerender/render-page.tsx); English pages never load it. The forms' words are
 * ./hindi-forms.ts.
 */
addInterfaceCatalogue('hi', hiPages);

export { HI_SITE_TEXT, hiPages };
