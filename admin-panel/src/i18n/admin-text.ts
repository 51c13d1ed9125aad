import { useCallback } from 'react';
import { formatMessage, type MessageValues } from '@dds/shared/i18n/message-format';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { addedMessage } from './catalogue-registry';
import { usePanelLanguage } from './panel-language';

/**
 * The panel's own words in the admin's language (docs/decisions/026-hindi.md §8), the public site's
 * way (§2): English is the source, one catalogue per area beside the code that shows it
 * (`layout/frame-text.ts`, `features/account/account-text.ts`, …), the other languages typed by those
 * areas (./en.ts) and added when an admin who reads them signs in (./hindi.ts). An id a language
 * lacks reads in English. Dates, numbers and exports are not words of a catalogue: they stay as
 * they are in both languages.
 */
export type EnglishCatalogue = Readonly<Record<string, string>>;
export type Translate<C extends EnglishCatalogue> = (id: keyof C & string, values?: MessageValues) => string;

/** Plurals by the language's rules; numbers in Latin digits either way (decision 026 §4). */
const LOCALES: Readonly<Record<SiteLanguage, string>> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** One string of an area's catalogue in `language`, its arguments filled in. */
export function adminText<C extends EnglishCatalogue>(
  language: SiteLanguage,
  english: C,
  id: keyof C & string,
  values?: MessageValues,
): string {
  const other = addedMessage(language, id);
  return formatMessage(other === undefined ? LOCALES.en : LOCALES[language], other ?? english[id]!, values);
}

/** The strings of one area's catalogue, in the signed-in admin's language (re-rendered when it changes). */
export function useAdminText<C extends EnglishCatalogue>(english: C): Translate<C> {
  const language = usePanelLanguage((s) => s.language);
  return useCallback((id, values) => adminText(language, english, id, values), [language, english]);
}
