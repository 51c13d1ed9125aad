import { addAdminCatalogue } from './catalogue-registry';
import { hiLogin } from './hi-login';
import { hiServerAnswers } from './hi-server-answers';

/**
 * The login screen's Hindi and the Hindi of the server's answers it may show, added when this
 * browser's login screen is to be Hindi (./login-words.ts loads this module as a chunk of its own,
 * so an English admin's login screen never fetches it). The full panel's Hindi (./hindi.ts) has them too.
 */
addAdminCatalogue('hi', hiLogin);
addAdminCatalogue('hi', hiServerAnswers);
