import type { officeAnswerText } from './office-answer-text';

/** The office screens' server answers in Hindi (decision 026 §8), in ./hi-server-answers.ts's words. */
export const hiOfficeAnswers: Record<keyof typeof officeAnswerText, string> = {
  'answerField.fullName': 'पूरा नाम',
  'answerField.name': 'नाम',
  'answerField.phone': 'फ़ोन',
  'answerField.message': 'संदेश',
  'answerField.upiReference': 'UPI रेफ़रेंस',
  'answerField.templateName': 'टेम्पलेट का नाम',
  'answerField.templateMessage': 'टेम्पलेट का संदेश',
  'answer.role': 'भूमिका मालिक या स्टाफ़ में से एक होनी चाहिए।',
  'answer.phoneCharacters': 'फ़ोन नंबर में सिर्फ़ अंक, स्पेस, +, -, ( और ) हो सकते हैं।',
  'answer.phoneTenDigits': 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।',
  'answer.nothingToUpdateBare': 'बदलने को कुछ नहीं है।',
  'answer.amountNegative': 'राशि शून्य से कम नहीं हो सकती।',
  'answer.templatesMax': 'ज़्यादा से ज़्यादा {max} टेम्पलेट हो सकते हैं।',
  'answer.followUpDate': 'फ़ॉलो-अप की तारीख सही तारीख होनी चाहिए।',
  'answer.assignee': 'फ़ॉलो-अप ऐसे व्यक्ति को सौंपें जो पैनल में लॉग इन कर सकता हो।',
  'answer.userExists': 'इस ईमेल से एक एडमिन उपयोगकर्ता पहले से है।',
  'answer.userSelf': 'आप अपना ही खाता नहीं हटा सकते। किसी दूसरे मालिक से कहें।',
  'answer.lastOwner': 'यह आख़िरी मालिक है। पहले किसी दूसरे उपयोगकर्ता को मालिक बनाएँ।',
  'answer.userGone': 'ऐसा कोई एडमिन उपयोगकर्ता नहीं है (हो सकता है उन्हें पहले ही हटा दिया गया हो)',
  'answer.cannotReach': 'सर्वर तक नहीं पहुँच पा रहे। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'answer.serverProblem': 'सर्वर में कोई समस्या आई। कृपया थोड़ी देर में फिर कोशिश करें।',
};
