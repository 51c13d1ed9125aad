import { hiOfficeAnswers } from './hi-office-answers';
import type { serverAnswerText } from './server-answer-text';

/**
 * The server's answers in Hindi (decision 026 §8), in the words of the panel's Hindi and of the
 * public site's answers (`public-site/src/i18n/hi-forms.ts`: "… भरना ज़रूरी है।"). Spread into ./hi.ts;
 * the login screen adds it too (./hi-login.ts), since a refused sign-in is shown there.
 */
export const hiServerAnswers: Record<keyof typeof serverAnswerText, string> = {
  ...hiOfficeAnswers,
  'answerField.email': 'ईमेल',
  'answerField.password': 'पासवर्ड',
  'answerField.currentPassword': 'मौजूदा पासवर्ड',
  'answerField.notes': 'नोट्स',
  'answerField.search': 'खोज',
  'answerField.status': 'स्थिति',
  'answerWait.aMinute': 'एक मिनट',
  'answerWait.minute': '{count} मिनट',
  'answerWait.minutes': '{count} मिनट',

  'answer.required': '{field} भरना ज़रूरी है।',
  'answer.notAllowed': '{field} में कुछ ऐसे अक्षर हैं जो स्वीकार नहीं किए जाते।',
  'answer.tooLong': '{field} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं।',
  'answer.tooShort': '{field} में कम से कम {min} अक्षर होने चाहिए।',
  'answer.tooLongUnnamed': 'ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं।',
  'answer.email': 'कृपया सही ईमेल पता लिखें।',
  'answer.passwordSame': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  'answer.passwordCommon': 'यह पासवर्ड बहुत आम है। कोई दूसरा चुनें।',
  'answer.language': 'भाषा en (अंग्रेज़ी) या hi (हिन्दी) में से एक होनी चाहिए।',
  'answer.setupCodeMissing': 'सेटअप कोड लिखें।',
  'answer.setupCodeLength': 'सेटअप कोड 12 अक्षरों और अंकों का होता है।',
  'answer.chooseRecord': 'कम से कम एक रिकॉर्ड चुनें।',
  'answer.nothingToUpdate': 'बदलने को कुछ नहीं है: स्थिति या नोट्स दें।',
  'answer.notesNotAllowed': 'नोट्स में कुछ ऐसे अक्षर हैं जो स्वीकार नहीं किए जाते।',

  'answer.loginFailure': 'ईमेल या पासवर्ड गलत है',
  'answer.loginTooMany': 'लॉग इन की बहुत ज़्यादा कोशिशें हुईं। कृपया {wait} रुककर फिर कोशिश करें।',
  'answer.attemptsTooMany': 'बहुत ज़्यादा कोशिशें हुईं। कृपया {wait} रुककर फिर कोशिश करें।',
  'answer.passwordTooMany': 'पासवर्ड बदलने की बहुत ज़्यादा कोशिशें हुईं। कृपया {wait} रुककर फिर कोशिश करें।',
  'answer.busy': 'सर्वर अभी दूसरे साइन-इन में व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'answer.countersDown': 'साइन-इन अभी कुछ देर के लिए बंद है, कृपया एक मिनट में फिर कोशिश करें',
  'answer.logIn': 'कृपया एडमिन के रूप में लॉग इन करें।',
  'answer.crossSite': 'दूसरी साइट से भेजा गया अनुरोध स्वीकार नहीं किया गया',
  'answer.passwordChanged': 'पासवर्ड बदल गया।',
  'answer.setupCodeWrong':
    'यह सेटअप कोड सही नहीं है। इसे सर्वर के लॉग से कॉपी करें, या सर्वर चलाने वाले से यह चलाने को कहें: dds-cli setup-code',
  'answer.setupDone': 'मालिक का खाता पहले से बना हुआ है। इसकी जगह लॉग इन करें।',
  'answer.resetRequested':
    'अगर यह पता किसी एडमिन का है, तो नया पासवर्ड चुनने का लिंक भेजा जा रहा है। यह एक बार, 30 मिनट तक काम करता है। स्पैम फ़ोल्डर भी देखें।',
  'answer.resetUnavailable':
    'यह सर्वर अभी रीसेट लिंक ईमेल नहीं कर सकता (इसकी मेल सेटिंग्स या सार्वजनिक पता तय नहीं है)। सर्वर चलाने वाले से अपना पासवर्ड इससे रीसेट करने को कहें: dds-cli admin-create --email your@address',
  'answer.resetLinkInvalid': 'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। “पासवर्ड भूल गए?” से नया लिंक माँगें।',
  'answer.passwordReset': 'आपका पासवर्ड बदल गया है और आपके खाते के सभी सत्र साइन आउट हो गए हैं। नए पासवर्ड से लॉग इन करें।',
  'answer.ownerOnly': 'यह सिर्फ़ मालिक कर सकते हैं।',
  'answer.ownerOnly.users': 'एडमिन उपयोगकर्ताओं को सिर्फ़ मालिक सँभाल सकते हैं।',
  'answer.ownerOnly.paymentSettings':
    'भुगतान और संपर्क की जानकारी (संस्थान का नाम, पता, मैप लिंक, फ़ोन, व्हाट्सऐप, ईमेल, UPI आईडी, भुगतान पाने वाला) सिर्फ़ मालिक बदल सकते हैं।',
  'answer.ownerOnly.emptyTrash': 'ट्रैश को हमेशा के लिए सिर्फ़ मालिक खाली कर सकते हैं।',
  'answer.ownerOnly.deleteCourse': 'कोर्स सिर्फ़ मालिक हटा सकते हैं। आप इसे वेबसाइट से छिपा सकते हैं।',
  'answer.ownerOnly.exportPersonalData': 'लोगों की निजी जानकारी की सूचियाँ सिर्फ़ मालिक एक्सपोर्ट कर सकते हैं।',
  'answer.ownerOnly.mailTest': 'टेस्ट ईमेल सिर्फ़ मालिक भेज सकते हैं।',
  'answer.ownerOnly.backups': 'बैकअप सिर्फ़ मालिक बना या डाउनलोड कर सकते हैं: बैकअप में हर रिकॉर्ड और एडमिन के पासवर्ड के हैश होते हैं।',
  'answer.conflictUnknown': 'आपके बदलाव करते समय किसी दूसरे एडमिन ने इसे बदल दिया — दोबारा लोड करें, या अपना बदलाव सहेजें',
  'answer.conflictSomeone':
    'आपके बदलाव करते समय किसी दूसरे एडमिन ने इसे {when} पर बदल दिया — दोबारा लोड करें, या अपना बदलाव सहेजें',
  'answer.conflictSometime': 'आपके बदलाव करते समय {who} ने इसे बदल दिया — दोबारा लोड करें, या अपना बदलाव सहेजें',
  'answer.conflict': 'आपके बदलाव करते समय {who} ने इसे {when} पर बदल दिया — दोबारा लोड करें, या अपना बदलाव सहेजें',

  'answer.networkError': 'नेटवर्क की गड़बड़ी: सर्वर से जवाब नहीं आया',
  'answer.requestFailed': 'अनुरोध पूरा नहीं हुआ ({status})',
  'answer.noAnswer': 'सर्वर से जवाब नहीं आया।',
  'answer.noReason': 'सर्वर ने कोई कारण नहीं बताया।',
};
