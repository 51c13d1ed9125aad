import type { SiteLanguage } from '@dds/shared/schemas/language';
import { useLanguage } from '../content/language';
import { LOCALES } from './locales';
import { formatMessage, type MessageValues } from '@dds/shared/i18n/message-format';

/**
 * The interface's own words in the page's language (docs/decisions/026-hindi.md §2).
 *
 * English is the source, written beside the code that shows it: each area has its catalogue
 * (`layout/layout-text.ts`, `features/donation/donation-text.ts`, …), so an English page carries
 * only the words of the parts it loads, as before the site had two languages. Every other
 * language comes in parts over the areas' ids (`hi-pages.ts`, `hi-footer.ts`, `hi-courses.ts`,
 * `hi-forms.ts`, typed by `en.ts`), each added here by its register module, which only that
 * language's pages load, beside the code that shows it (content/page-language-texts.ts). A
 * language never added, or an id it lacks, reads in English: a degraded page, never a broken one.
 */
export type EnglishCatalogue = Readonly<Record<string, string>>;

const added: Partial<Record<SiteLanguage, Readonly<Record<string, string>>>> = {};

/** Makes (a part of) a language's catalogue available (its register modules call this once each). */
export function addInterfaceCatalogue(language: SiteLanguage, catalogue: Readonly<Record<string, string>>): void {
  added[language] = { ...added[language], ...catalogue };
}

export type Translate<C extends EnglishCatalogue> = (id: keyof C & string, values?: MessageValues) => string;

/** One string of an area's catalogue in `language`, its arguments filled in. */
export function interfaceText<C extends EnglishCatalogue>(
  language: SiteLanguage,
  english: C,
  id: keyof C & string,
  values?: MessageValues,
): string {
  const other = language === 'en' ? undefined : added[language]?.[id];
  return formatMessage(other === undefined ? LOCALES.en : LOCALES[language], other ?? english[id]!, values);
}

/** The strings of one area's catalogue, in the page's language. */
export function useInterfaceText<C extends EnglishCatalogue>(english: C): Translate<C> {
  const language = useLanguage();
  return (id, values) => interfaceText(language, english, id, values);
}
