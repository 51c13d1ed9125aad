import type { InterfaceTextId } from './en';

/**
 * The interface strings in Hindi: आप form, plain words a student's parent reads easily, the
 * SPEC.md §8 messages' Hindi equivalents (their emoji kept: they carry the tone). Typed by en.ts's
 * keys, so a missing or extra key fails `tsc`; catalogues.test.ts checks the ICU arguments.
 */
export const hi: Record<InterfaceTextId, string> = {
  'header.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'header.openMenu': 'मेनू खोलें',
  'header.closeMenu': 'मेनू बंद करें',
  'page.loading': 'लोड हो रहा है…',
  'language.suggestion': 'यह पेज हिन्दी में भी उपलब्ध है।',
  'language.suggestion.accept': 'हिन्दी में पढ़ें',
  'language.suggestion.decline': 'No thanks, English',
  'message.inquiryEmptyField': '⚠️ कृपया सभी ज़रूरी जानकारी भरें!',
  'message.inquiryFailure': '❌ कुछ गड़बड़ हो गई!',
  'message.admissionEmptyField': 'कृपया सभी जानकारी भरें!',
  'message.admissionSuccessDefault': 'प्रवेश सफल रहा!',
  'message.admissionFailure': 'कुछ गड़बड़ हो गई!',
  'message.donationSuccessDefault': 'धन्यवाद! आपकी जानकारी और स्क्रीनशॉट भेज दिए गए हैं।',
  'message.donationFailure': 'दान की जानकारी भेजने में समस्या हुई।',
  'message.certificateNoMatch': 'गलत जानकारी! कृपया अपना विवरण जाँचें।',
  'message.loading': 'लोड हो रहा है',
  'footer.copyright': '© {year} {name}. सर्वाधिकार सुरक्षित।',
};
