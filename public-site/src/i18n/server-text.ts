import { COURSE_MODE_MESSAGE } from '@dds/shared/schemas/course-modes';
import { TYPED_DATE_MESSAGE } from '@dds/shared/schemas/typed-date';

/**
 * What the server answers a public form with, in its English (it stays English: the server's
 * words are the API's, decision 026 §2). Each is the pattern i18n/server-messages.ts recognises
 * to show the page's language instead; `{arguments}` stand for the varying part. Most come from
 * the shared schemas (server-messages.test.ts feeds the real schemas bad input and checks every
 * message they give is recognised); the rest are the server's own routes' words (the inquiry's
 * thanks, the plain-HTML post's certificate answers, the admission's course check, the donation's screenshot and storage answers, the rate
 * limit), kept in step by the e2e run that sends the forms from a Hindi page.
 */
export const serverText = {
  'server.inquiryThanks': 'Thank you! Your inquiry has been submitted.',
  'server.certificateFound': 'Certificate found for {name}.',
  'server.lookupUnavailable': 'We could not check right now. Please try again in a moment.',
  'server.typedDate': TYPED_DATE_MESSAGE,
  'server.required': '{field} is required',
  'server.tooLong': '{field} must be at most {max} characters',
  'server.notAllowed': '{field} contains characters that are not allowed',
  'server.notText': '{field} must be text',
  'server.email': 'Email must be a valid e-mail address',
  'server.phoneTenDigits': 'Phone must be exactly 10 digits',
  'server.phoneCharacters': 'Phone may contain only digits, spaces, +, -, ( and )',
  'server.inquiryCourse': 'Course must be Spoken English, Computer Course or Both',
  'server.projectTopic': 'Project topic must be one of the services listed',
  'server.admissionCourse': 'Course must be one of the listed courses',
  'server.mode': COURSE_MODE_MESSAGE,
  'server.dobFormat': 'Date of birth must be a date (YYYY-MM-DD)',
  'server.dobPast': 'Date of birth must be a real date in the past',
  'server.dobYear': 'Date of birth must be in {year} or later',
  'server.rollCharacters': 'Roll number may contain only letters, digits, spaces and - / .',
  'server.rateLimited': 'Too many submissions from your connection. Please wait {wait} and try again.',
  'server.wait.minute': 'a minute',
  'server.wait.minutes': '{count} minutes',
  'server.fileTooLarge': 'File is too large: the limit is {size} MB',
  'server.screenshotType': 'The screenshot must be a PNG, JPEG or WebP image',
  'server.screenshotUnreadable':
    'The screenshot must be a PNG, JPEG or WebP image (this file could not be read as one)',
  'server.screenshotPixels': 'The screenshot is too large: at most {limit} megapixels (this one is {width} × {height})',
  'server.storageFull':
    'We cannot accept screenshots right now because our storage for them is full. Please try again later, or contact the institute directly.',
} as const satisfies Record<string, string>;
