import { BUSINESS_TOPICS } from '@dds/shared/schemas/inquiry-kinds';
import { INQUIRY_COURSES } from '@dds/shared/schemas/inquiry-courses';

/** An option's words under the id of its value, from shared/'s list (docs/contract.md §3's options, exactly). */
const optionWords = <P extends string, V extends string>(
  prefix: P,
  options: ReadonlyArray<{ value: V; label: string }>,
) => Object.fromEntries(options.map((o) => [`${prefix}${o.value}`, o.label])) as Record<`${P}${V}`, string>;

/** The inquiry form's words in English (i18n/interface-text.ts); the options' are shared/'s, so they cannot drift. */
export const inquiryText = {
  'inquiry.preferWhatsapp': 'Prefer WhatsApp?',
  'inquiry.chatWithUs': 'Chat with us',
  'inquiry.aboutCourse': 'Your inquiry is about <strong>{course}</strong>.',
  'inquiry.projectTopic': 'What is your project about?',
  'inquiry.notSureYet': 'Not sure yet',
  ...optionWords('inquiry.course.', INQUIRY_COURSES),
  ...optionWords('inquiry.topic.', BUSINESS_TOPICS),
  'inquiry.submit': 'Submit Inquiry',
  'inquiry.privacy': 'We use these details only to answer your inquiry.',
  'inquiry.studentInstead': 'Looking for a course instead? <link>Use the student inquiry form</link>.',
} as const satisfies Record<string, string>;
