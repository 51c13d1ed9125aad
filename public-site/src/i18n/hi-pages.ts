import type { PageTextId } from './en';

/**
 * The interface strings of every page in Hindi (the header, shared blocks, gallery, people):
 * आप form, plain words a student's parent reads easily, the vocabulary of the shipped Hindi site
 * text (प्रवेश, पूछताछ, प्रमाणपत्र, कोर्स, फ़ीस); names a student knows in English keep it where it
 * helps ("एसईओ (SEO)", UPI). Typed by the English areas it translates (en.ts), so a missing or extra
 * key fails `tsc`; catalogues.test.ts checks arguments and tags. Only Hindi pages load it (./hindi.ts);
 * the footer's, the course pages' and the forms' words are parts of their own (./hi-footer.ts,
 * ./hi-courses.ts, ./hi-forms.ts), loaded with the code that shows them.
 */
export const hiPages: Record<PageTextId, string> = {
  // The header and its menus
  'header.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'header.openMenu': 'मेनू खोलें',
  'header.closeMenu': 'मेनू बंद करें',
  'header.menu': 'मुख्य मेनू',
  'page.loading': 'लोड हो रहा है…',
  'nav.home': 'होम',
  'nav.about': 'हमारे बारे में',
  'nav.donation': 'दान',
  'nav.services': 'सेवाएँ',
  'nav.marketing': 'मार्केटिंग',
  'nav.digital': 'डिजिटल मार्केटिंग',
  'nav.social': 'सोशल मीडिया मार्केटिंग',
  'nav.seo': 'एसईओ (SEO)',
  'nav.content': 'कंटेंट राइटिंग',
  'nav.development': 'डेवलपमेंट',
  'nav.web': 'वेब डेवलपमेंट',
  'nav.design': 'डिज़ाइन',
  'nav.graphic': 'ग्राफ़िक डिज़ाइन',
  'nav.videoEditing': 'वीडियो एडिटिंग',
  'nav.events': 'कार्यक्रम',
  'nav.gallery': 'गैलरी',
  'nav.photos': 'फ़ोटो',
  'nav.videos': 'वीडियो',
  'nav.course': 'कोर्स',
  'nav.courses': 'कोर्स',
  'nav.offlineCourse': 'ऑफ़लाइन कोर्स',
  'nav.onlineCourse': 'ऑनलाइन कोर्स',
  'nav.certificate': 'प्रमाणपत्र डाउनलोड करें',

  // Shared building blocks
  'whatsapp.newTab': '(व्हाट्सऐप, नए टैब में खुलेगा)',
  'whatsapp.general': 'नमस्ते, मुझे आपके कोर्सों के बारे में जानकारी चाहिए।',
  'whatsapp.course': 'नमस्ते, मुझे {course} कोर्स के बारे में जानकारी चाहिए।',
  'whatsapp.ask': 'व्हाट्सऐप पर पूछें',
  'privacy.see': '{purpose} हमारी <link>गोपनीयता नीति</link> देखें।',
  'logo.alt': '{name} का लोगो',
  'mode.Online': 'ऑनलाइन',
  'mode.Offline': 'ऑफ़लाइन',

  // Photos and videos
  'gallery.samplePhotos': 'ये नमूने की तस्वीरें हैं। हमारी कक्षाओं और कार्यक्रमों की फ़ोटो जल्द ही यहाँ दिखेंगी।',
  'gallery.sampleVideos': 'ये नमूने के वीडियो हैं। हमारी कक्षाओं और विद्यार्थियों के वीडियो जल्द ही यहाँ दिखेंगे।',
  'gallery.photoRow': 'फ़ोटो की पंक्ति {number}',
  'gallery.video': 'वीडियो',
  'gallery.play': 'वीडियो चलाएँ: {title}',

  // People
  'people.leadership': 'नेतृत्व',
  'people.messagesTitle': 'हमारी टीम के संदेश',
  'people.messageFrom': '{role} का संदेश',
  'people.studentStories': 'विद्यार्थियों की कहानियाँ',
  'people.studentsSay': 'हमारे विद्यार्थी क्या कहते हैं',

  // The landing sections and other pages
  'landing.viewCourse': 'कोर्स देखें →',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.description': 'आपने जो पेज खोला, वह DDS की वेबसाइट पर नहीं है।',
  'notFound.lead': 'आप जो पेज ढूँढ रहे हैं, वह हटा दिया गया है या कभी था ही नहीं।',
  'notFound.home': 'होम पेज पर जाएँ',
  'notFound.courses': 'हमारे कोर्स देखें',
  'service.whatWeDo': 'हम क्या करते हैं',
  'service.talkToUs': 'अपने प्रोजेक्ट के बारे में हमसे बात करें',
};
