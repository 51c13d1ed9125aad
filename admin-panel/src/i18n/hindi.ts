import { addAdminCatalogue } from './catalogue-registry';
import { hi, hiResources } from './hi';

/**
 * The panel's Hindi, added when an admin who reads the panel in Hindi signs in (./panel-language.ts
 * loads this module as a chunk of its own: an English admin's panel never fetches it).
 */
addAdminCatalogue('hi', hi);
addAdminCatalogue('hi', hiResources);
