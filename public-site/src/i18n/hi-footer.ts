import type { FooterTextId } from './en';

/** The footer's fixed words in Hindi, in the words of ./hi-pages.ts; loaded with the footer's code (./hindi-footer.ts). */
export const hiFooter: Record<FooterTextId, string> = {
  'footer.quickLinks': 'उपयोगी लिंक',
  'footer.aboutUs': 'हमारे बारे में',
  'footer.offlineCourses': 'ऑफ़लाइन कोर्स',
  'footer.onlineCourses': 'ऑनलाइन कोर्स',
  'footer.admissionForm': 'प्रवेश फ़ॉर्म',
  'footer.contactUs': 'संपर्क करें',
  'footer.ourCourses': 'हमारे कोर्स',
  'footer.course.spokenEnglish': 'स्पोकन इंग्लिश',
  'footer.course.personality': 'पर्सनैलिटी डेवलपमेंट',
  'footer.course.basicComputer': 'बेसिक कंप्यूटर कोर्स',
  'footer.course.programming': 'एडवांस्ड प्रोग्रामिंग',
  'footer.course.digitalMarketing': 'डिजिटल मार्केटिंग',
  'footer.course.graphicDesign': 'ग्राफ़िक डिज़ाइन',
  'footer.socialMedia': 'सोशल मीडिया',
  'footer.mapsLink': 'Google Maps पर हमारा पता देखें',
  'footer.whatsapp': 'व्हाट्सऐप पर बात करें',
  'footer.noContact': 'कोई सवाल है? <link>हमें पूछताछ भेजें</link>, हम आपको फ़ोन करेंगे।',
  'footer.copyright': '© {year} {name}. सर्वाधिकार सुरक्षित।',
  'footer.release': 'साइट रिलीज़ {release}',
  'footer.legal': 'नीतियाँ',
  'footer.privacy': 'गोपनीयता नीति',
  'footer.terms': 'सेवा की शर्तें',
  'footer.sitemap': 'साइटमैप',
};
