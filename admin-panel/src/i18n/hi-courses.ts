import type { coursesText } from '../features/courses/courses-text';

/**
 * The courses screens in Hindi (docs/decisions/026-hindi.md §8; English:
 * features/courses/courses-text.ts). "Offline" and "Online" name the site's pages and stay, as do
 * a course's own texts and the examples a field expects (“ADCA”, 12500).
 */
export const hiCourses: Record<keyof typeof coursesText, string> = {
  'courses.title': 'कोर्स',
  'courses.lead':
    'Offline और Online पेजों, होम पेज और प्रवेश फ़ॉर्म पर दिखने वाले कोर्स, हर एक का अपना पेज। हर बदलाव उसी समय साइट पर दिखता है।',
  'courses.all': 'सभी कोर्स ({count})',
  'courses.orderLead': 'यही क्रम Offline और Online पेजों और प्रवेश फ़ॉर्म का है। कोर्स को उसकी पकड़ से खींचें, या तीरों का उपयोग करें।',
  'courses.viewOffline': 'Offline कोर्स का पेज देखें',
  'courses.viewOnline': 'Online कोर्स का पेज देखें',
  'courses.onlyMissing': 'केवल वे कोर्स जो हिन्दी में नहीं हैं ({count})',
  'courses.add': 'कोर्स जोड़ें',

  'course.addTitle': 'कोर्स जोड़ें',
  'course.editTitle': 'कोर्स बदलें',
  'course.formNew': 'नया कोर्स',
  'course.formEdit': '{name} बदलें',
  'course.loadFailed': 'कोर्स लोड नहीं हो पाया। {reason}',
  'course.viewPage': 'साइट पर कोर्स का पेज देखें',
  'course.notSaved': 'नहीं सहेजा गया: {reason}',
  'course.saved': '{name} सहेजा गया: अब साइट पर दिख रहा है',

  'course.section.course': 'कोर्स',
  'course.name': 'नाम',
  'course.shortName': 'छोटा नाम (होम पेज)',
  'course.shortNameHindi': 'छोटा नाम',
  'course.shortNameHint': 'होम पेज की सूचियों में इसका नाम, जैसे “ADCA”। ख़ाली हो तो पूरा नाम।',
  'course.slug': 'पेज का पता',
  'course.slugHint': 'कोर्स का पेज: /courses/{slug}। ख़ाली हो तो नाम से बनता है।',
  'course.icon': 'आइकन',
  'course.iconHint': 'कोर्स के कार्ड पर दिखने वाला चित्र।',
  'course.description': 'विवरण',
  'course.descriptionHint': 'एक-दो वाक्य: कार्ड पर और कोर्स के पेज में सबसे ऊपर।',
  'course.taught': 'पढ़ाई का तरीका',
  'course.modeHint': '{mode} Courses पेज पर दिखता है।',
  'course.modeHintOnline': '{mode} Courses पेज पर दिखता है (पेज /OnilneCourses)।',

  'course.section.fee': 'फ़ीस, अवधि और बैच',
  'course.fee': 'फ़ीस (₹)',
  'course.feeHint': 'पूरे रुपये, जैसे 12500। ख़ाली हो तो पेज लोगों से फ़ीस के लिए कॉल करने को कहता है।',
  'course.duration': 'अवधि',
  'course.durationHint': 'जैसे 3 months',
  'course.feeShownAs': 'फ़ीस कैसे दिखे',
  'course.feeFrom': '“₹… से”',
  'course.feeFromHint': 'सबसे कम फ़ीस, जब फ़ीस बैच या पैकेज पर निर्भर हो।',
  'course.batches': 'बैच का समय',
  'course.batch': 'बैच',
  'course.addBatch': 'बैच जोड़ें',
  'course.batchesHint': 'हर बैच की एक पंक्ति, जैसे “Mon–Sat, 7–8 am”।',
  'course.batchesHindi': 'बैच का समय हिन्दी में',

  'course.section.who': 'कौन जुड़ सकता है और क्या सीखेगा',
  'course.eligibility': 'योग्यता',
  'course.eligibilityHint': 'जैसे Class 10 pass। ख़ाली हो तो नहीं दिखती।',
  'course.syllabus': 'पाठ्यक्रम',
  'course.syllabusPoint': 'पाठ्यक्रम बिंदु',
  'course.addSyllabusPoint': 'पाठ्यक्रम बिंदु जोड़ें',
  'course.syllabusHindi': 'पाठ्यक्रम हिन्दी में',

  'course.whereShown': 'कहाँ दिखे',
  'course.visible': 'साइट पर दिखे',
  'course.visibleHint': 'टिक हटाने पर हर जगह से छिप जाता है, और इसका पेज “नहीं मिला” बताता है।',
  'course.inAdmission': 'प्रवेश फ़ॉर्म में',
  'course.inAdmissionHint': 'आवेदक इसे चुन सकते हैं; फ़ॉर्म हर नाम एक बार दिखाता है।',
  'course.featured': 'होम पेज पर ख़ास',
  'course.featuredHint': 'ख़ास कोर्स की सूची के अंत में जुड़ता है (क्रम कोर्स की सूची में बदलें)।',
  'course.inGrid': 'होम पेज की ग्रिड में',
  'course.inGridHint': '“Our Courses” कार्डों के अंत में जुड़ता है।',

  'course.back': 'कोर्स की सूची पर वापस',
  'course.saving': 'सहेजा जा रहा है…',
  'course.addCourse': 'कोर्स जोड़ें',
  'course.save': 'कोर्स सहेजें',

  'textList.none': 'अभी कुछ नहीं।',
  'textList.remove': 'हटाएँ',
  'textList.removeItem': '{item} हटाएँ',
  'textList.missing': '{legend} ({count} बाकी)',
};
