import type { FastifyReply } from 'fastify';
import { LANGUAGE_CHOICE_PARAM, LANGUAGE_COOKIE, pathLanguage } from '@dds/shared/src/language-paths';
import { SITE_LANGUAGES, type SiteLanguage } from '@dds/shared/src/schemas/language';
import { ADMIN_LANGUAGE_COOKIE } from '@dds/shared/src/i18n/admin-login-text';
import { isAdminPath } from '@dds/shared/src/routes';

/** A year, as the app's own `rememberLanguage` keeps it: the choice outlives the visit. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const CHOICE = new RegExp(`^${LANGUAGE_CHOICE_PARAM}=`);

/**
 * A followed language switch (decision 026, "The choice remembered"): a request whose query names
 * the language of its own address (`/hi/about1?lang=hi`) is a visitor choosing that language. The
 * answer is the address without the marker (the rest of the query kept as it was sent), and
 * whether the choice is remembered — only when the marker agrees with the address, so a crafted
 * `/hi?lang=en` remembers nothing. Undefined when the query has no marker.
 */
export function languageChoice(url: string): { location: string; language?: SiteLanguage } | undefined {
  const [path = '/', query] = url.split(/\?(.*)/s, 2);
  if (query === undefined) return undefined;
  // One leading slash: `//evil.example/?lang=en` (or `/\evil.example`) must not become a Location
  // that browsers read as another site.
  const pathname = `/${path.replace(/^[/\\]+/, '')}`;
  const parts = query.split('&');
  const markers = parts.filter((part) => CHOICE.test(part));
  if (!markers.length) return undefined;
  const rest = parts.filter((part) => part && !CHOICE.test(part));
  const language = pathLanguage(pathname);
  const chosen = markers.every((marker) => marker === `${LANGUAGE_CHOICE_PARAM}=${language}`);
  return { location: rest.length ? `${pathname}?${rest.join('&')}` : pathname, ...(chosen ? { language } : {}) };
}

/**
 * The admin login screen's language link (decision 026 §8): `/admin…?lang=en` on an admin path is
 * a browser choosing the language of its login screen (an admin path has no language of its own,
 * so either is a choice); the answer is the address without the marker, as for a public page.
 */
export function adminLanguageChoice(url: string): { location: string; language?: SiteLanguage } | undefined {
  const pathname = url.split('?')[0] ?? '/';
  if (!isAdminPath(`/${pathname.replace(/^[/\\]+/, '')}`)) return undefined;
  const choice = languageChoice(url);
  if (!choice) return undefined;
  const marker = new URLSearchParams(url.slice(url.indexOf('?'))).getAll(LANGUAGE_CHOICE_PARAM);
  const language =
    marker.length === 1 && (SITE_LANGUAGES as readonly string[]).includes(marker[0]!) ? marker[0] : undefined;
  return { location: choice.location, ...(language ? { language: language as SiteLanguage } : {}) };
}

/** The login screen's language cookie, as the panel writes it (admin-panel/src/i18n/device-language.ts). */
export function setAdminLanguageCookie(reply: FastifyReply, language: SiteLanguage, secure: boolean): void {
  reply.header(
    'Set-Cookie',
    [
      `${ADMIN_LANGUAGE_COOKIE}=${language}`,
      'Path=/',
      `Max-Age=${MAX_AGE_SECONDS}`,
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; '),
  );
}

/**
 * The cookie the app's switch used to write in its click handler, now the server's: not HttpOnly
 * (the suggestion banner reads it), SameSite=Lax (sent on the link that brings a visitor back).
 */
export function setLanguageCookie(reply: FastifyReply, language: SiteLanguage, secure: boolean): void {
  const cookie = [
    `${LANGUAGE_COOKIE}=${language}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  reply.header('Set-Cookie', cookie);
}
