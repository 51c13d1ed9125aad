import type { contentAnswerText } from './content-answer-text';

/**
 * The server's answers on the content screens in Hindi (decision 026 §8; English:
 * ./content-answer-text.ts), in the words of ./hi-server-answers.ts ("… भरना ज़रूरी है।") and of the
 * Settings screen's labels (./hi-settings.ts: the sites' own names, WhatsApp, YouTube…, kept). Who reordered a list and when stay as written.
 */
export const hiContentAnswers: Record<keyof typeof contentAnswerText, string> = {
  'answerField.content.instituteName': 'संस्थान का नाम',
  'answerField.content.address': 'पता',
  'answerField.content.phone': 'फ़ोन',
  'answerField.content.whatsapp': 'WhatsApp नंबर',
  'answerField.content.mapsUrl': 'Google Maps लिंक',
  'answerField.content.facebook': 'Facebook लिंक',
  'answerField.content.instagram': 'Instagram लिंक',
  'answerField.content.youtube': 'YouTube लिंक',
  'answerField.content.linkedin': 'LinkedIn लिंक',
  'answerField.content.upiId': 'UPI आईडी',
  'answerField.content.upiPayee': 'पाने वाले का नाम',
  'answerField.content.officeHours': 'कार्यालय का समय',
  'answerField.content.name': 'नाम',
  'answerField.content.role': 'पद',
  'answerField.content.message': 'संदेश',
  'answerField.content.studentName': 'विद्यार्थी का नाम',
  'answerField.content.course': 'कोर्स',
  'answerField.content.year': 'वर्ष',
  'answerField.content.quote': 'विद्यार्थी के शब्द',
  'answerField.content.caption': 'कैप्शन',
  'answerField.content.title': 'शीर्षक',
  'answerField.content.text': 'पाठ',
  'answerField.content.photo': 'फ़ोटो',
  'answerField.content.image': 'तस्वीर',
  'answerField.content.picture': 'तस्वीर',

  'answer.content.notText': '{field} में पाठ होना चाहिए।',
  'answer.content.phone': '{field} भारत का 10 अंकों का नंबर होना चाहिए, +91 के साथ या उसके बिना।',
  'answer.content.https': '{field} https:// से शुरू होने वाला पूरा लिंक होना चाहिए।',
  'answer.content.upiId': 'UPI आईडी name@bank जैसी होनी चाहिए।',
  'answer.content.yearRange': 'वर्ष {min} से अगले वर्ष तक का कोई वर्ष होना चाहिए।',
  'answer.content.youtubeLink':
    'YouTube लिंक किसी वीडियो का लिंक (youtube.com/watch?v=…, youtu.be/…, /shorts/…) या 11 अक्षरों की वीडियो आईडी होना चाहिए।',
  'answer.content.cannotBeEmpty': '{field} ख़ाली नहीं छोड़ा जा सकता।',
  'answer.content.placeholders': '{field}: {unknown} पेज अपने-आप नहीं भर सकता; इनमें से लिखें: {allowed}',

  'answer.content.photoRequired': 'फ़ोटो ज़रूरी है: कोई JPEG, PNG या WebP तस्वीर चुनें।',
  'answer.content.fileTooLarge': 'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा {max} MB हो सकती है।',
  'answer.content.requestTooLarge': 'भेजा गया डेटा बहुत बड़ा है।',
  'answer.content.requestTooLargeShort': 'भेजा गया डेटा बहुत बड़ा है।',
  'answer.content.fileType': '{file} PNG, JPEG या WebP तस्वीर होनी चाहिए।',
  'answer.content.unreadable': '{file} PNG, JPEG या WebP तस्वीर होनी चाहिए (यह फ़ाइल तस्वीर के रूप में पढ़ी नहीं जा सकी)।',
  'answer.content.tooSmall':
    'तस्वीर बहुत छोटी है: लंबी तरफ़ कम से कम {min} px चाहिए (यह {width} × {height} है); 512 × 512 या उससे बड़ी तस्वीर हर जगह साफ़ दिखती है।',
  'answer.content.photoNotFound': 'यह फ़ोटो नहीं मिली।',
  'answer.content.videoNotFound': 'यह वीडियो नहीं मिला।',
  'answer.content.leaderNotFound': 'यह संदेश नहीं मिला।',
  'answer.content.testimonialNotFound': 'यह राय नहीं मिली।',
  'answer.content.courseNotFound': 'यह कोर्स नहीं मिला।',
  'answer.content.noSuchText': 'साइट पर ऐसा कोई पाठ नहीं है।',
  'answer.content.reorderedSomeoneSometime':
    'किसी दूसरे एडमिन ने किसी अनजान समय पर यह क्रम बदला। अब उनका क्रम दिख रहा है: अगर आप अब भी चाहें तो आइटम को फिर से खिसकाएँ।',
  'answer.content.reorderedSomeone':
    'किसी दूसरे एडमिन ने {when} पर यह क्रम बदला। अब उनका क्रम दिख रहा है: अगर आप अब भी चाहें तो आइटम को फिर से खिसकाएँ।',
  'answer.content.reorderedSometime':
    '{who} ने किसी अनजान समय पर यह क्रम बदला। अब उनका क्रम दिख रहा है: अगर आप अब भी चाहें तो आइटम को फिर से खिसकाएँ।',
  'answer.content.reordered':
    '{who} ने {when} पर यह क्रम बदला। अब उनका क्रम दिख रहा है: अगर आप अब भी चाहें तो आइटम को फिर से खिसकाएँ।',
};
