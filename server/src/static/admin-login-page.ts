import { ADMIN_LOGIN_PAGE_ID } from '@dds/shared/src/routes';
import { ADMIN_LANGUAGE_PARAM, adminLoginText, type AdminLoginTextId } from '@dds/shared/src/i18n/admin-login-text';
import { hiAdminLoginText } from '@dds/shared/src/i18n/admin-login-text-hi';
import type { SiteLanguage } from '@dds/shared/src/schemas/language';
import { FORGOT_PASSWORD_PAGE } from '@dds/shared/src/schemas/owner';
import { escapeHtml } from '../lib/escape-html';

/** What a plain-HTML login post that was refused shows again. */
export interface AdminLoginPage {
  /** The refusal in words (docs/contract.md §5 'Wrong Email or Password' for bad credentials). */
  message?: string;
  email?: string;
  /** No admin exists yet: the screen is "Create the owner account" (features/owner/setup.routes.ts). */
  setupNeeded?: boolean;
  /**
   * The language this browser remembered for its login screen (its `dds_admin_lang` cookie,
   * decision 026 §8); absent when it remembered none: the English screen, with no language link.
   */
  language?: SiteLanguage;
}

const WORDS: Record<SiteLanguage, Record<AdminLoginTextId, string>> = { en: adminLoginText, hi: hiAdminLoginText };
/** The link to the other language, named in that language (as the panel's login screen names it). */
const READ_IN: Record<SiteLanguage, string> = { en: 'Read in English', hi: 'हिन्दी में पढ़ें' };

/**
 * The admin panel's login screen (admin-panel/src/features/auth/login-screen.tsx) as plain HTML and
 * CSS, with the same layout and sizes so nothing moves when the panel takes over: a phone shows it
 * at first paint instead of after ~300 KB of JavaScript, and it posts as a plain form (to the page
 * it is on, see login-page.routes.ts) when the panel has not loaded yet.
 */
export const ADMIN_LOGIN_STYLE = `<style>
.dl-page{min-height:100vh;display:grid;place-items:center;padding:16px;background:#f3f4f6;box-sizing:border-box}
.dl-panel{width:100%;max-width:380px;background:#fff;border-radius:12px;padding:28px 24px;box-shadow:0 8px 30px rgba(0,0,0,.08);box-sizing:border-box}
.dl-brand{margin:0;color:#b91c1c;font-weight:700;letter-spacing:.5px}
.dl-page h1{margin:4px 0;font-size:24px;color:#1f2937}
.dl-intro{margin:0 0 20px;color:#4b5563;font-size:14px}
.dl-form{display:grid;gap:14px}
.dl-field{display:grid;gap:4px;align-content:start}
.dl-field label{font-size:14px;font-weight:600;color:#1f2937}
.dl-field input{box-sizing:border-box;width:100%;min-height:38px;padding:7px 10px;border:1px solid #9ca3af;border-radius:6px;background:#fff;color:#1f2937;font-family:inherit;font-size:15px;line-height:1.4}
.dl-notice{margin:0;padding:10px 12px;border-radius:6px;font-size:14px;background:#fee2e2;color:#7f1d1d}
.dl-info{margin:0;padding:10px 12px;border-radius:6px;font-size:14px;background:#e0e7ff;color:#1e3a8a}
.dl-submit{display:inline-flex;align-items:center;justify-content:center;min-height:36px;padding:6px 14px;border-radius:6px;font-family:inherit;font-size:14px;font-weight:600;line-height:1.2;box-sizing:border-box;cursor:pointer;border:1px solid #b91c1c;background:#b91c1c;color:#fff}
.dl-submit:hover{background:#991b1b}
.dl-secondary{display:inline-flex;align-items:center;justify-content:center;min-height:36px;padding:6px 14px;border-radius:6px;font-family:inherit;font-size:14px;font-weight:600;line-height:1.2;box-sizing:border-box;border:1px solid #d1d5db;background:#fff;color:#1f2937;text-decoration:none}
.dl-secondary:hover{background:#f9fafb}
.dl-language{display:inline-flex;align-items:center;min-height:44px;margin-top:8px;font-size:14px;color:#1d4ed8}
.dl-field input:focus-visible,.dl-submit:focus-visible,.dl-secondary:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media (max-width:760px){.dl-field input{min-height:44px;font-size:16px}.dl-submit,.dl-secondary{min-height:44px}}
</style>`;

/** The language a browser remembered for its login screen (decision 026 §8); undefined when none. */
export function rememberedAdminLanguage(cookie: string | undefined): SiteLanguage | undefined {
  return cookie === 'en' || cookie === 'hi' ? cookie : undefined;
}

/** A refusal of the plain-form login in the screen's language (login-page.routes.ts picks which). */
export const loginWords = (language: SiteLanguage | undefined, id: AdminLoginTextId): string =>
  WORDS[language ?? 'en'][id];

/** The login screen's markup; `action` is the /admin page it is on, so a plain post comes back to it. */
export function adminLoginHtml(action: string, page: AdminLoginPage = {}): string {
  if (page.setupNeeded) return firstRunHtml();
  const language = page.language ?? 'en';
  const say = (id: AdminLoginTextId) => escapeHtml(WORDS[language][id]);
  const notice = page.message ? `<p class="dl-notice" role="alert">${escapeHtml(page.message)}</p>` : '';
  const other = page.language && page.language !== 'en' ? 'en' : page.language ? 'hi' : undefined;
  // The same link as the panel's: followed before the panel has loaded, the server remembers it (static.routes.ts).
  const switchLink = other
    ? `<a class="dl-language" lang="${other}" href="${escapeHtml(action)}?${ADMIN_LANGUAGE_PARAM}=${other}">${escapeHtml(READ_IN[other])}</a>`
    : '';
  return (
    `<main class="dl-page" id="${ADMIN_LOGIN_PAGE_ID}" lang="${language}"><div class="dl-panel">` +
    `<p class="dl-brand">DDS</p><h1>${say('login.title')}</h1><p class="dl-intro">${say('login.intro')}</p>` +
    `<form class="dl-form" method="post" action="${escapeHtml(action)}">` +
    `<div class="dl-field"><label for="dl-email">${say('login.email')}</label><input id="dl-email" type="email" name="email" autocomplete="username" required value="${escapeHtml(page.email ?? '')}"></div>` +
    `<div class="dl-field"><label for="dl-password">${say('login.password')}</label><input id="dl-password" type="password" name="password" autocomplete="current-password" required></div>` +
    notice +
    `<button class="dl-submit" type="submit">${say('login.submit')}</button>` +
    `<a class="dl-secondary" href="${FORGOT_PASSWORD_PAGE}">${say('login.forgot')}</a>` +
    `</form>${switchLink}</div></main>`
  );
}

/**
 * A new site: no login can succeed, so none is offered. The panel's "Create the owner account"
 * form takes this place when its script has loaded (it reads data-setup-needed, so the heading
 * does not change under the reader); the form needs the setup code from the server's log.
 */
function firstRunHtml(): string {
  return (
    `<main class="dl-page" id="${ADMIN_LOGIN_PAGE_ID}" data-setup-needed="true"><div class="dl-panel">` +
    `<p class="dl-brand">DDS</p><h1>Create the owner account</h1>` +
    `<p class="dl-intro">This site has no admin yet. The owner manages everything, including who else may sign in.</p>` +
    `<p class="dl-info">The form asks for the one-time setup code printed in the server’s log when it starts ` +
    `(whoever runs the server can also show it with <code>dds-cli setup-code</code>). It needs JavaScript and appears here in a moment.</p>` +
    `</div></main>`
  );
}

/**
 * docs/contract.md §5's 'Login Successful' on the /admin page a plain-form login lands on (the app says it
 * with window.alert, which needs JavaScript). Above the loading placeholder, which the panel
 * replaces when it starts.
 */
export const LOGIN_NOTICE_STYLE = `<style>
.dl-flash{position:fixed;top:80px;left:50%;transform:translateX(-50%);z-index:1;width:max-content;max-width:calc(100% - 32px);box-sizing:border-box;margin:0;padding:10px 16px;border-radius:6px;font-size:15px;font-weight:600;background:#dcfce7;color:#14532d;box-shadow:0 4px 14px rgba(0,0,0,.08)}
</style>`;

export const loginNoticeHtml = (message: string) => `<p class="dl-flash" role="alert">${escapeHtml(message)}</p>`;
