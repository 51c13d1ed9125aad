import type { SiteLanguage } from '@dds/shared/schemas/language';
import { usePanelLanguage } from './panel-language';

/**
 * The login screen's words in a language other than English (docs/decisions/026-hindi.md §8, "The
 * login screen"): a chunk of their own (`admin-login-hindi`, ~3 KB gzip), fetched only when this
 * browser's login screen is to speak that language — the `dds_admin_lang` cookie says so, or the
 * admin taps "हिन्दी में पढ़ें" — instead of sitting in every admin's login code. The route table
 * starts the fetch beside the layout's and waits for both (routes.tsx), so the panel's first login
 * screen is already in the language the server's screen was painted in: no English flash.
 */

const LOADERS: Record<Exclude<SiteLanguage, 'en'>, () => Promise<unknown>> = {
  hi: () => import(/* webpackChunkName: "admin-login-hindi" */ './hindi-login'),
};

const loaded = new Set<SiteLanguage>(['en']);
const loading: Partial<Record<SiteLanguage, Promise<boolean>>> = {};

/** Whether the login screen's words in `language` are here (English always is). */
export const loginWordsLoaded = (language: SiteLanguage): boolean => loaded.has(language);

/**
 * Fetches the login screen's words in `language`; true once they are here. One promise per language
 * while it loads (the login screen suspends on it with React's `use`). False when the chunk did not
 * load (a dropped connection): a screen waiting for them turns English — readable, never half
 * translated — and the next call tries again.
 */
export function loadLoginWords(language: SiteLanguage): Promise<boolean> {
  if (language === 'en') return Promise.resolve(true);
  return (loading[language] ??= LOADERS[language]().then(
    () => {
      loaded.add(language);
      return true;
    },
    (error: unknown) => {
      console.warn(`The login screen's ${language} words did not load; it stays in English`, error);
      delete loading[language];
      if (usePanelLanguage.getState().language === language) usePanelLanguage.setState({ language: 'en' });
      return false;
    },
  ));
}
