import { createContext, useContext } from 'react';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@dds/shared/schemas/language';

/**
 * The language of the page being shown (docs/decisions/026-hindi.md): the router provides it from
 * the path (`/hi/...` is Hindi), the server render from the URL it renders. English by default.
 */
const LanguageContext = createContext<SiteLanguage>(DEFAULT_SITE_LANGUAGE);

export const LanguageProvider = LanguageContext.Provider;
export const useLanguage = (): SiteLanguage => useContext(LanguageContext);
