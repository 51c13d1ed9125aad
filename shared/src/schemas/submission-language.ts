import { z } from 'zod';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './language';

/**
 * The language a form was sent in (decision 026, docs/decisions/026-hindi.md §7): the Hindi
 * pages send `language: 'hi'`; a form without it — every form of docs/contract.md, a plain HTML post, an older
 * page still cached — is English. Anything else is refused, so a stored row always names a language
 * the site has and the visitor's e-mails can follow it.
 */
export const submissionLanguageField = z
  .enum(SITE_LANGUAGES, { error: `Language must be one of: ${SITE_LANGUAGES.join(', ')}` })
  .default(DEFAULT_SITE_LANGUAGE);

/** On a stored submission; absent from servers before the column. */
export const storedLanguageField = z.enum(SITE_LANGUAGES).optional();

/** In English, as the office reads the lists, the CSV and its e-mails. */
export const SITE_LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', hi: 'Hindi' };
export const SITE_LANGUAGE_OPTIONS = SITE_LANGUAGES.map((value) => ({ value, label: SITE_LANGUAGE_NAMES[value] }));
