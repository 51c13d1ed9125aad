import { DEFAULT_SITE_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@dds/shared/src/schemas/language';

/**
 * A row's `language` column as the lists show it. The column is written only from the validated
 * form (and defaults to 'en'), so anything else is a row written by hand: shown as English, the
 * language every row had before decision 026, rather than failing the whole page.
 */
export const storedLanguage = (value: unknown): SiteLanguage => (isSiteLanguage(value) ? value : DEFAULT_SITE_LANGUAGE);
