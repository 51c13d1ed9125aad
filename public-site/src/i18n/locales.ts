import type { SiteLanguage } from '@dds/shared/schemas/language';

/**
 * Each site language's locale for Intl (decision 026 §4): Indian conventions in both, Latin digits
 * (`-u-nu-latn` keeps them should an engine's `hi` default ever change).
 */
export const LOCALES: Readonly<Record<SiteLanguage, string>> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };
