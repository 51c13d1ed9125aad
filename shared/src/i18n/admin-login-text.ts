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

/** The same in Hindi: the panel's vocabulary (लॉग इन, पासवर्ड, सत्र), आप form. */
export const hiAdminLoginText: Record<AdminLoginTextId, string> = {
  'login.title': 'एडमिन लॉग इन',
  'login.intro': 'पूछताछ, प्रवेश आवेदन और दान देखने के लिए लॉग इन करें।',
  'login.email': 'ईमेल',
  'login.password': 'पासवर्ड',
  'login.submit': 'लॉग इन करें',
  'login.submitting': 'लॉग इन हो रहा है…',
  'login.forgot': 'पासवर्ड भूल गए?',
  'login.failure': 'ईमेल या पासवर्ड गलत है',
  'login.tooMany': 'लॉग इन की बहुत ज़्यादा कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
  'login.unreachable': 'सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'login.serverProblem': 'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर में फिर कोशिश करें।',
  'login.otherSite': 'यह फ़ॉर्म सिर्फ़ DDS की वेबसाइट से भेजा जा सकता है।',
  'forgot.intro': 'जिस ईमेल से आप लॉग इन करते हैं, वह लिखें। हम नया पासवर्ड चुनने का लिंक ईमेल करेंगे।',
  'forgot.enterEmail': 'अपना ईमेल लिखें',
  'forgot.unavailable':
    'यह सर्वर अभी रीसेट लिंक ईमेल नहीं कर सकता: इसकी मेल सेटिंग्स या सार्वजनिक पता तय नहीं है। सर्वर चलाने वाले से {command} से अपना पासवर्ड रीसेट करने को कहें, या किसी मालिक से अपना खाता हटाकर फिर से जोड़ने को कहें।',
  'forgot.sending': 'भेजा जा रहा है…',
  'forgot.send': 'मुझे रीसेट लिंक भेजें',
  'forgot.back': 'लॉग इन पर वापस जाएँ',
  'reset.title': 'नया पासवर्ड चुनें',
  'reset.intro': 'पासवर्ड बदलने पर आपके खाते के सभी सत्र साइन आउट हो जाते हैं।',
  'reset.new': 'नया पासवर्ड',
  'reset.repeat': 'नया पासवर्ड दोबारा लिखें',
  'reset.hint': '8 से 128 अक्षर। कुछ बेमेल शब्द याद रखने में आसान और अंदाज़ा लगाने में मुश्किल होते हैं।',
  'reset.check': 'पासवर्ड जाँचें',
  'reset.notSame': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'reset.saving': 'सहेजा जा रहा है…',
  'reset.submit': 'नया पासवर्ड सहेजें',
  'reset.newLink': 'मुझे नया लिंक भेजें',
};
