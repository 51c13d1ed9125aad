import type { settingsText } from '../features/settings/settings-text';

/**
 * The Settings screen in Hindi (docs/decisions/026-hindi.md §8; English: features/settings/settings-text.ts).
 * Names people know in English keep it (UPI, QR, WhatsApp, Google Maps, Facebook…), and so do the
 * examples a field expects to be typed (name@bank, https://).
 */
export const hiSettings: Record<keyof typeof settingsText, string> = {
  'settings.title': 'सेटिंग्स',
  'settings.viewSite': 'साइट देखें',
  'settings.lead': 'साइट के हर पेज पर दिखने वाली जानकारी: फ़ुटर, संपर्क पेज और दान का बॉक्स। सहेजते ही बदलाव साइट पर दिखने लगते हैं।',
  'settings.staffNote':
    'भुगतान और संपर्क की जानकारी (संस्थान का नाम, पता, मैप लिंक, फ़ोन, WhatsApp, ईमेल, UPI आईडी, पाने वाले का नाम) केवल मालिक बदल सकते हैं। आप इन्हें यहाँ देख सकते हैं; बदलवाने के लिए मालिक से कहें। कार्यालय का समय और सोशल लिंक आप ख़ुद अपडेट रख सकते हैं।',
  'settings.ownerOnly': 'इसे केवल मालिक बदल सकते हैं। {hint}',

  'settings.institute.title': 'संस्थान',
  'settings.institute.lead': 'आपका नाम और पता, जो हर पेज के ऊपर और फ़ुटर में दिखते हैं।',
  'settings.contact.title': 'संपर्क की जानकारी',
  'settings.contact.lead': 'इन्हें छूकर लोग कॉल करते हैं, लिखते हैं या चैट करते हैं। जो जानकारी ख़ाली छोड़ी जाए, वह नहीं दिखती।',
  'settings.social.title': 'सोशल लिंक',
  'settings.social.lead': 'फ़ुटर के आइकन। केवल वही दिखते हैं जिन्हें आप भरते हैं।',
  'settings.upi.title': 'UPI से दान',
  'settings.upi.lead':
    'दान के बॉक्स में इस UPI आईडी का QR कोड दिखता है। ख़ाली हो तो QR कोड नहीं दिखता, और लोगों से आने या कॉल करने को कहा जाता है।',

  'settings.label.instituteName': 'संस्थान का नाम',
  'settings.label.address': 'पता',
  'settings.label.phone': 'फ़ोन',
  'settings.label.email': 'ईमेल',
  'settings.label.whatsapp': 'WhatsApp नंबर',
  'settings.label.mapsUrl': 'Google Maps लिंक',
  'settings.label.facebook': 'Facebook लिंक',
  'settings.label.instagram': 'Instagram लिंक',
  'settings.label.youtube': 'YouTube लिंक',
  'settings.label.linkedin': 'LinkedIn लिंक',
  'settings.label.upiId': 'UPI आईडी',
  'settings.label.upiPayee': 'पाने वाले का नाम',
  'settings.label.officeHours': 'कार्यालय का समय',

  'settings.hint.instituteName': 'ख़ाली हो तो साइट "DDS Group of Institutions" दिखाती है।',
  'settings.hint.officeHours': 'जैसे: Mon–Sat, 9 am – 6 pm',
  'settings.hint.address': 'हर पंक्ति अलग, जैसे लिफ़ाफ़े पर लिखते हैं।',
  'settings.hint.phone': '10 अंकों का भारतीय नंबर; +91 अपने-आप जुड़ जाता है।',
  'settings.hint.email': 'फ़ुटर में मेल लिंक के रूप में दिखता है।',
  'settings.hint.whatsapp': 'कोर्स, पूछताछ पेज और फ़ुटर में "Chat on WhatsApp" बटन जोड़ता है। ख़ाली हो तो कोई बटन नहीं।',
  'settings.hint.mapsUrl': 'Google Maps में: Share → Copy link (https://maps.app.goo.gl/…)।',
  'settings.hint.social': 'आपके {site} पेज का पूरा लिंक, https:// से शुरू। ख़ाली हो तो {site} का आइकन नहीं दिखता।',
  'settings.hint.upiId': 'आपकी UPI आईडी, जैसे name@bank।',
  'settings.hint.upiPayee': 'भुगतान करते समय UPI ऐप जो नाम दिखाते हैं। ख़ाली हो तो संस्थान का नाम।',

  'settings.saved': 'सेटिंग्स सहेजी गईं — अब साइट पर दिख रही हैं',
  'settings.loadWhat': 'सेटिंग्स',
  'settings.notSaved': 'नहीं सहेजा गया: {reason}',
  'settings.serverSaid': 'सर्वर का जवाब: {reason}',
  'settings.saving': 'सहेजा जा रहा है…',
  'settings.unsaved': 'आपके कुछ बदलाव अभी सहेजे नहीं गए हैं।',
  'settings.allSaved': 'सभी बदलाव सहेजे गए।',
  'settings.discard': 'बदलाव छोड़ें',
  'settings.save': 'सेटिंग्स सहेजें',

  'settings.leave.title': 'बिना सहेजे जाएँ?',
  'settings.leave.detail':
    'आपने सेटिंग्स में जो बदलाव किए हैं, वे अभी सहेजे नहीं गए हैं। अभी जाने पर वे बदलाव खो जाएँगे और साइट पुरानी जानकारी ही दिखाती रहेगी।',
  'settings.leave.go': 'बिना सहेजे जाएँ',
  'settings.leave.stay': 'रुकें और बदलाव जारी रखें',

  'upi.noQr': 'अभी कोई QR कोड नहीं',
  'upi.qrAlt': 'दान के QR कोड की झलक: {payee} को भुगतान',
  'upi.unavailable': 'QR की झलक नहीं बन पाई',
  'upi.drawing': 'बन रहा है…',
  'upi.title': 'दान के बॉक्स में लोगों को क्या मिलेगा',
  'upi.paying': '{id} पर {payee} को भुगतान करने वाला QR कोड।',
  'upi.check': 'इसे अपने फ़ोन से स्कैन करके देख लें कि आपका UPI ऐप सही नाम के साथ खुलता है।',
  'upi.enterId': 'लोग जो QR कोड स्कैन करेंगे, उसे देखने के लिए UPI आईडी (जैसे name@bank) लिखें।',
};
