import type { ReactNode } from 'react';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { LanguageProvider } from '../content/language';
// What a Hindi page loads before it renders (content/page-language-texts.ts): its words in Hindi.
import '../i18n/hindi';
import '../i18n/hindi-forms';
import '../i18n/hindi-courses';
import '../i18n/hindi-footer';

/** A part of the site as a page in `language` shows it (the router gives the language from the path). */
export function InLanguage({ language, children }: { language: SiteLanguage; children: ReactNode }) {
  return <LanguageProvider value={language}>{children}</LanguageProvider>;
}
