import type { SiteLanguage } from '@dds/shared/schemas/language';

/**
 * The catalogues of the languages other than English that have been loaded (decision 026 §8): each
 * register module (./hindi.ts) adds its own once; ./admin-text.ts reads them. A module of its own,
 * so the register modules, loaded on demand by ./panel-language.ts, import nothing that imports them.
 */
const added: Partial<Record<SiteLanguage, Readonly<Record<string, string>>>> = {};

/** Makes a language's catalogue available (its register module calls this once). */
export function addAdminCatalogue(language: SiteLanguage, catalogue: Readonly<Record<string, string>>): void {
  added[language] = { ...added[language], ...catalogue };
}

/** A loaded language's message, or undefined (English, or not loaded, or an id it lacks). */
export function addedMessage(language: SiteLanguage, id: string): string | undefined {
  return language === 'en' ? undefined : added[language]?.[id];
}
