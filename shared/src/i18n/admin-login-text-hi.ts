import type { AdminLoginTextId } from './admin-login-text';

/**
 * The admin login screen's words in Hindi, beside their English (./admin-login-text.ts), read by the
 * server's login page and the panel. Apart from the English so a bundle takes it only where Hindi can
 * be shown: the panel loads it as a chunk of its own when the login screen is to be Hindi
 * (admin-panel/src/i18n/login-words.ts), and every admin downloads the English login code without it.
 * The panel's vocabulary (लॉग इन, पासवर्ड, सत्र), आप form.
 */
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
