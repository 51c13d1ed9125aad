import { LANGUAGE_CHOICE_PARAM, LANGUAGE_COOKIE, languagePath } from '@dds/shared/language-paths';
import { isSiteLanguage, type SiteLanguage } from '@dds/shared/schemas/language';

/** A year: the choice outlives the visit, as a visitor expects of a language switch. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Remembers the visitor's language where no page is loaded (the banner's "No thanks"). */
export function rememberLanguage(language: SiteLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/** The language the visitor chose before, if any. */
export function rememberedLanguage(cookie: string = document.cookie): SiteLanguage | undefined {
  const value = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isSiteLanguage(value) ? value : undefined;
}

/**
 * Whether the browser's languages (Accept-Language, as `navigator.languages`) put Hindi before
 * English: the first of the two the list names decides. Any other language alone suggests nothing.
 */
export function prefersHindi(languages: readonly string[]): boolean {
  const first = languages
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((primary) => primary === 'hi' || primary === 'en');
  return first === 'hi';
}

/**
 * The same page in the other language: its address with the query (a chosen course stays chosen)
 * and the switch's marker, on which the server remembers the choice and redirects to the address
 * without it (server/src/static/language-choice.ts) — so a tap before the app has started, or with
 * JavaScript off, is remembered too (decision 026, "The choice remembered").
 */
export function otherLanguageHref(language: SiteLanguage, pathname: string, search: string): string {
  const other = language === 'hi' ? 'en' : 'hi';
  return `${languagePath(other, pathname)}${search ? `${search}&` : '?'}${LANGUAGE_CHOICE_PARAM}=${other}`;
}
