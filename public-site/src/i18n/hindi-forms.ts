import { hiForms } from './hi-forms';
import { addInterfaceCatalogue } from './interface-text';

/**
 * The forms' words on a Hindi page: loaded beside a form's code — with the page on the form pages,
 * when the home page's inquiry form comes near (content/page-language-texts.ts) — so the home page's
 * first load carries only what it shows (decision 026 §2: Hindi pages add at most 10 KB).
 */
addInterfaceCatalogue('hi', hiForms);

export { hiForms };
