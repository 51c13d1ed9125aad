import { LANGUAGE_CHOICE_PARAM } from '../language-paths';
import { MESSAGES } from '../messages';

/**
 * The admin login screen's words in both languages (decision 026 §8, "The login screen"): the
 * server paints that screen before any JavaScript (server/src/static/admin-login-page.ts) and the
 * panel's login screen takes its place with the same words (admin-panel/src/features/auth/), so
 * both read them from here rather than keeping copies. The panel's catalogue test checks the Hindi
 * as it checks every area's.
 */

/**
 * The device's language for the login screen: the language of the last admin who used the panel
 * in this browser, or the one chosen on the login screen. A plain cookie, not localStorage, because
 * the server paints the login screen before the panel's script runs and must know it; not HttpOnly,
 * because the panel writes it when the language changes without a request. Decision 034's
 * `dds_device` is the other kind (HttpOnly, signed, per account): this one is no secret and names
 * no one. `Path=/` as `dds_device` (decision 011: paths are case-insensitive here, cookie paths not).
 */
export const ADMIN_LANGUAGE_COOKIE = 'dds_admin_lang';

/** The query of the login screen's "Read in English" link (the public switch's marker), for the server's screen before the panel runs. */
export const ADMIN_LANGUAGE_PARAM = LANGUAGE_CHOICE_PARAM;

export const adminLoginText = {
  'login.title': 'Admin login',
  'login.intro': 'Log in to see inquiries, admissions and donations.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',
  'login.forgot': 'Forgot password?',
  'login.failure': MESSAGES.loginFailure,
  'login.tooMany': 'Too many login attempts. Please wait a few minutes and try again.',
  'login.unreachable': 'Cannot reach the server. Check your internet connection and try again.',
  'login.serverProblem': 'The server had a problem. Please try again in a moment.',
  'login.otherSite': 'This form can only be sent from the DDS website.',
  'forgot.intro': 'Enter the e-mail you log in with. We e-mail you a link to choose a new password.',
  'forgot.enterEmail': 'Enter your e-mail',
  'forgot.unavailable':
    'This server cannot e-mail a reset link yet: its mail settings or public address are not set. Ask whoever runs the server to reset your password with {command}, or an owner to remove and add your account again.',
  'forgot.sending': 'Sending…',
  'forgot.send': 'Send me a reset link',
  'forgot.back': 'Back to login',
  'reset.title': 'Choose a new password',
  'reset.intro': 'Every session of your account is signed out when it changes.',
  'reset.new': 'New password',
  'reset.repeat': 'Repeat the new password',
  'reset.hint': '8 to 128 characters. A few unrelated words are easy to remember and hard to guess.',
  'reset.check': 'Check the password',
  'reset.notSame': 'The two passwords are not the same',
  'reset.saving': 'Saving…',
  'reset.submit': 'Set the new password',
  'reset.newLink': 'Send me a new link',
} as const satisfies Record<string, string>;

export type AdminLoginTextId = keyof typeof adminLoginText;

// The Hindi is ./admin-login-text-hi.ts: a module of its own, so the panel's login code, which
// imports this one, carries no Hindi for an English admin (docs/decisions/026-hindi.md §8).
