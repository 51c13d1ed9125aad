import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from './schemas/language';

/**
 * Where each language's pages live (docs/decisions/026-hindi.md): English at docs/contract.md §2's own
 * addresses, Hindi at the same address under `/hi`. The router of either side (the shell's
 * BrowserRouter, the server render's StaticRouter) takes the prefix as its `basename`, so every
 * page and link inside works with the English paths and a Hindi page's links stay Hindi.
 */
export const LANGUAGE_PREFIX: Readonly<Record<SiteLanguage, string>> = { en: '', hi: '/hi' };

/** The cookie that remembers a visitor's choice of language (set by the switch, read by the banner). */
export const LANGUAGE_COOKIE = 'dds_lang';

/**
 * The query parameter the language switch adds to its link (`/hi/about1?lang=hi`): the server
 * remembers the language in {@link LANGUAGE_COOKIE} and redirects to the address without it, so the
 * choice is kept whether or not the app has started (decision 026, "The choice remembered").
 */
export const LANGUAGE_CHOICE_PARAM = 'lang';

// `/hi` itself or anything below it, in any case (paths are matched case-insensitively everywhere).
const HINDI_PATH = /^\/hi(?=\/|$)/i;

/** The language of a page's address. */
export function pathLanguage(pathname: string): SiteLanguage {
  return HINDI_PATH.test(pathname) ? 'hi' : DEFAULT_SITE_LANGUAGE;
}

/** The page's address without its language prefix (`/hi/about1` → `/about1`, `/hi` → `/`). */
export function stripLanguage(pathname: string): string {
  return pathname.replace(HINDI_PATH, '') || '/';
}

/** The address of `path` (an English, unprefixed path) in `language`. */
export function languagePath(language: SiteLanguage, path: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

/** The router `basename` for a document loaded at `pathname` (undefined for English). */
export function routerBasename(pathname: string): string | undefined {
  return LANGUAGE_PREFIX[pathLanguage(pathname)] || undefined;
}
