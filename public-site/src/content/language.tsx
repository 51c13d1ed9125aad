import { createContext, useContext } from 'react';
import { useHref } from 'react-router-dom';
import { pathLanguage } from '@dds/shared/language-paths';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@dds/shared/schemas/language';

/**
 * The language of the page being shown (docs/decisions/026-hindi.md): the router provides it from
 * the path (`/hi/...` is Hindi), the server render from the URL it renders. English by default.
 */
const LanguageContext = createContext<SiteLanguage>(DEFAULT_SITE_LANGUAGE);

export const LanguageProvider = LanguageContext.Provider;
export const useLanguage = (): SiteLanguage => useContext(LanguageContext);

/**
 * The language the router serves: a Hindi page runs under the `/hi` basename (shell and server
 * render alike), so the address of the router's root says which. PublicLayout provides it.
 */
export function useRouterLanguage(): SiteLanguage {
  return pathLanguage(useHref('/'));
}

/**
 * What a form adds to its body (decision 026 §7): nothing on English pages, so the contract's bodies
 * stay exactly as they are, and `language: 'hi'` on Hindi ones, so the office and the visitor's
 * acknowledgement know which site it came from.
 */
export function useSubmissionLanguage(): { language?: 'hi' } {
  return useLanguage() === 'hi' ? { language: 'hi' } : {};
}

/** The same for a form posted without the app (JavaScript off or not yet loaded). */
export function SubmissionLanguageInput() {
  const { language } = useSubmissionLanguage();
  return language ? <input type="hidden" name="language" value={language} /> : null;
}
