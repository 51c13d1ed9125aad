import { hiFooter } from './hi-footer';
import { addInterfaceCatalogue } from './interface-text';

/**
 * The footer's words on a Hindi page, loaded with the footer's code: a page's first load keeps the
 * server's footer and never fetches either (decision 020).
 */
addInterfaceCatalogue('hi', hiFooter);

export { hiFooter };
