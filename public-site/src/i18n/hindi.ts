import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';
import { hi } from './hi';
import { addInterfaceCatalogue } from './interface-text';

/**
 * Everything a Hindi page adds (docs/decisions/026-hindi.md): the shipped Hindi site text (its
 * register module adds it on import) and the interface catalogue. One module, so the browser
 * fetches one chunk beside the page's (content/page-language-texts.ts) and the server render
 * imports it once (prerender/render-page.tsx); English pages never load it.
 */
addInterfaceCatalogue('hi', hi);

export { HI_SITE_TEXT, hi as HI_INTERFACE_TEXT };
