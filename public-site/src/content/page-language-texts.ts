import { pathLanguage } from '@dds/shared/language-paths';
import { serverSentGlobalStyles } from '../ui/server-styles';

/**
 * The shipped texts and interface words of the page's language, loaded before the page first
 * renders. English is part of the site-text module and of each area's code; Hindi is a chunk of its
 * own (i18n/hindi.ts: site text and interface catalogue) that only `/hi` pages fetch, in parallel
 * with the page's chunk (the route's `lazy`), so an English page carries none of it
 * (docs/decisions/026-hindi.md, "Shipped Hindi only on Hindi pages"). The language never changes
 * within a page's life: the switch is a full page load.
 */
export function pageLanguageTexts(
  pathname = typeof window === 'undefined' ? '/' : window.location.pathname,
): Promise<unknown> | undefined {
  if (pathLanguage(pathname) !== 'hi') return undefined;
  const texts = import(/* webpackChunkName: "hindi" */ '../i18n/hindi');
  // The font faces are in the server's <head>; a page it did not render gets them from here (ui/language-styles).
  if (serverSentGlobalStyles()) return texts;
  return Promise.all([texts, import(/* webpackChunkName: "hindi-font-styles" */ '../ui/fonts/hindi-font-styles')]);
}

/** The parts of the Hindi interface catalogue that only some code shows, each loaded beside that code. */
const HINDI_PARTS = {
  forms: () => import(/* webpackChunkName: "hindi-forms" */ '../i18n/hindi-forms'),
  courses: () => import(/* webpackChunkName: "hindi-courses" */ '../i18n/hindi-courses'),
  footer: () => import(/* webpackChunkName: "hindi-footer" */ '../i18n/hindi-footer'),
} as const;
export type LanguagePart = keyof typeof HINDI_PARTS;

/** A part's words in the page's language (nothing to load on an English page). */
export function pageLanguagePart(
  part: LanguagePart,
  pathname = typeof window === 'undefined' ? '/' : window.location.pathname,
): Promise<unknown> | undefined {
  if (pathLanguage(pathname) !== 'hi') return undefined;
  return HINDI_PARTS[part]();
}
