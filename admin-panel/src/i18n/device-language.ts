import { ADMIN_LANGUAGE_COOKIE } from '@dds/shared/i18n/admin-login-text';
import { SITE_LANGUAGES, type SiteLanguage } from '@dds/shared/schemas/language';

/** A year: the office's computer keeps its language between the rare sign-outs. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The language this browser shows the login screen in (docs/decisions/026-hindi.md §8): the last
 * signed-in admin's, or the one chosen on the login screen; undefined when never remembered (the
 * login screen is then exactly the English one of before). A cookie the server reads too, so its
 * login page, painted before the panel runs, is in the same language (why a cookie and not
 * localStorage: shared/src/i18n/admin-login-text.ts).
 */
export function deviceLanguage(): SiteLanguage | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${ADMIN_LANGUAGE_COOKIE}=`))
    ?.slice(ADMIN_LANGUAGE_COOKIE.length + 1);
  return (SITE_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as SiteLanguage) : undefined;
}

/** Remembers `language` for this browser's next login screen. */
export function rememberOnDevice(language: SiteLanguage): void {
  if (typeof document === 'undefined') return;
  const now = deviceLanguage();
  // A browser only English admins use keeps no cookie: its login screen stays exactly as it was.
  if (now === language || (language === 'en' && now === undefined)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ADMIN_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
