// The site's languages (decision 026, docs/decisions/026-hindi.md). Plain data, no zod: the public
// site bundles it.

/** English is the site as docs/contract.md describes it, at today's URLs; Hindi is the same site under `/hi`. */
export const SITE_LANGUAGES = ['en', 'hi'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value);
}
