import type { uploadText } from '../features/certificates/upload-text';
import type { cardsText } from '../features/dashboard/cards-text';
import type { aboutText } from '../features/releases/about-text';

/**
 * The dashboard's backups, e-mail and storage cards, the certificate upload form and the About line
 * in Hindi (docs/decisions/026-hindi.md §8). Setting names the server's administrator types
 * (BACKUP_EVERY_HOURS, SMTP_URL, NOTIFY_EMAIL, DONATION_UPLOAD_QUOTA_MB) stay as they are: they are
 * what that person looks for.
 */
export const hiCards: Record<keyof typeof cardsText, string> = {
  'backups.title': 'बैकअप',
  'backups.checking': 'जाँच हो रही है…',
  'backups.checkFailed': 'अभी बैकअप की जाँच नहीं हो पाई।',
  'backups.last': 'आख़िरी बैकअप: ',
  'backups.none': 'अभी तक कोई बैकअप नहीं।',
  'backups.schedule': 'सर्वर पर {every} बनता है; सबसे नए {keep} रखे जाते हैं।',
  'backups.scheduleOff':
    'इस सर्वर पर अपने-आप होने वाले बैकअप बंद हैं (BACKUP_EVERY_HOURS=0)। सर्वर चलाने वाले व्यक्ति से इन्हें चालू करने को कहें, या ख़ुद बैकअप लें।',
  'backups.late':
    'आख़िरी बैकअप जितना होना चाहिए उससे पुराना है। सर्वर चलाने वाले व्यक्ति से कहें कि वे जाँचें कि बैकअप चल रहा है और उसका लॉग देखें।',
  'backups.backingUp': 'बैकअप हो रहा है…',
  'backups.backUpNow': 'अभी बैकअप लें',
  'backups.download': 'आख़िरी बैकअप डाउनलोड करें',
  'backups.made': 'बैकअप बन गया। एक कॉपी सर्वर से बाहर रखने के लिए इसे डाउनलोड करें।',
  'backups.ownerOnly': 'सिर्फ़ मालिक बैकअप बना या डाउनलोड कर सकते हैं: बैकअप में हर रिकॉर्ड और एडमिन के पासवर्ड हैश होते हैं।',
  'backups.noAnswer': 'सर्वर से जवाब नहीं आया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'age.justNow': 'अभी-अभी',
  'age.minutes': '{count} मिनट पहले',
  'age.hours': '{count, plural, one {# घंटा पहले} other {# घंटे पहले}}',
  'age.days': '{count} दिन पहले',
  'every.day': 'हर दिन',
  'every.days': 'हर {count} दिन में',
  'every.hour': 'हर घंटे',
  'every.hours': 'हर {count} घंटे में',

  'mail.title': 'ई-मेल',
  'mail.checking': 'जाँच हो रही है…',
  'mail.goesTo': 'नई पूछताछ, प्रवेश आवेदन और दान के ई-मेल इस पते पर जाते हैं: ',
  'mail.theOffice': 'कार्यालय',
  'mail.off':
    'ई-मेल बंद है: नई प्रविष्टियों के बारे में किसी को नहीं बताया जाता, और “पासवर्ड भूल गए?” लिंक नहीं भेज सकता। सर्वर चलाने वाले व्यक्ति से SMTP_URL और NOTIFY_EMAIL सेट करने को कहें।',
  'mail.sending': 'भेजा जा रहा है…',
  'mail.test': 'टेस्ट ई-मेल भेजें',
  'mail.ownerOnly': 'सिर्फ़ मालिक टेस्ट ई-मेल भेज सकते हैं।',
  'mail.sentTo': 'भेज दिया गया: {to}। अगर कुछ मिनट में इनबॉक्स में न दिखे, तो स्पैम फ़ोल्डर देखें।',
  'mail.and': ' और ',
  'mail.notSent': 'नहीं भेजा गया। ',
  'mail.technical': 'सर्वर के एडमिनिस्ट्रेटर के लिए तकनीकी जानकारी',
  'mail.noAnswer': 'सर्वर से जवाब नहीं आया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  'storage.diskLow':
    'डिस्क में जगह कम है: {total} में से {free} खाली। जगह ख़त्म होने पर अपलोड और नई प्रविष्टियाँ नहीं हो पाएँगी: सर्वर पर जगह खाली करें या डेटा फ़ोल्डर को बड़ी डिस्क पर ले जाएँ।',
  'storage.quotaFull': 'बिना सत्यापन वाले दान के स्क्रीनशॉट की जगह भर गई है: जगह बनने तक विज़िटर दान के स्क्रीनशॉट नहीं भेज सकते। ',
  'storage.quotaNearlyFull': 'बिना सत्यापन वाले दान के स्क्रीनशॉट की जगह लगभग भर गई है। ',
  'storage.quotaUsed': '{quota} में से {used} इस्तेमाल हुए। जिन ',
  'storage.quotaDonations': 'दान',
  'storage.quotaRaise':
    ' की आपने जाँच कर ली है उन्हें सत्यापित करें (सत्यापित दान गिने नहीं जाते), या सर्वर पर DONATION_UPLOAD_QUOTA_MB बढ़ाएँ।',
  'storage.mailFailing': 'नई प्रविष्टियों के ई-मेल नहीं पहुँच रहे: ',
  'storage.mailWaiting': '{count} भेजे जाने बाकी',
  'storage.mailGivenUp': '{count} पिछले 7 दिनों में छोड़ दिए गए',
  'storage.mailLastError': 'आख़िरी गड़बड़ी: {error}। सर्वर चलाने वाले व्यक्ति से SMTP_URL और NOTIFY_EMAIL जाँचने को कहें।',
  'storage.mailMeanwhile': 'भेजना ठीक होते ही रुके हुए ई-मेल चले जाएँगे; तब तक सभी नई प्रविष्टियाँ सूचियों में हैं।',
  'storage.mailTechnical': 'सर्वर के एडमिनिस्ट्रेटर के लिए तकनीकी जानकारी, {at}: ',
};

export const hiUpload: Record<keyof typeof uploadText, string> = {
  'upload.title': 'प्रमाणपत्र अपलोड करें',
  'upload.name': 'विद्यार्थी का नाम',
  'upload.roll': 'रोल नंबर',
  'upload.dob': 'जन्म तिथि',
  'upload.file': 'प्रमाणपत्र की PDF',
  'upload.fileHint': 'PDF, 10 MB तक',
  'upload.fillEvery': 'हर जानकारी भरें।',
  'upload.choosePdf': 'प्रमाणपत्र की PDF चुनें।',
  'upload.notPdf': 'प्रमाणपत्र PDF फ़ाइल होना चाहिए।',
  'upload.tooLarge': 'PDF बहुत बड़ी है (ज़्यादा से ज़्यादा {mb} MB)।',
  'upload.uploading': 'अपलोड हो रहा है…',
  'upload.submit': 'प्रमाणपत्र अपलोड करें',
  'actions.who': '{name} (रोल {roll})',
  'actions.newPdf': '{who} की नई PDF',
  'actions.replaceLabel': '{who} के प्रमाणपत्र की PDF बदलें',
  'actions.replace': 'बदलें',
  'actions.replacePdf': ' (PDF फ़ाइल)',
  'actions.deleteLabel': '{who} का प्रमाणपत्र हटाएँ',
  'actions.delete': 'हटाएँ',
  'actions.deleteQuestion': '{who} का प्रमाणपत्र हटाएँ?',
  'actions.deleteDetail': 'विद्यार्थी इसे फिर नहीं ढूँढ पाएँगे। यह वापस नहीं हो सकता।',
  'actions.replaced': 'प्रमाणपत्र बदल दिया गया — नई फ़ाइल की तारीख़ {when}',
  'actions.failed': 'नहीं हो पाया: {reason}',
  'actions.column': 'काम',
  'file.whose': ': {name} का प्रमाणपत्र (नए टैब में खुलेगा)',
};

export const hiAbout: Record<keyof typeof aboutText, string> = {
  'about.title': 'इस साइट के बारे में: ',
  'about.live': 'लाइव रिलीज़: {parts}',
};
