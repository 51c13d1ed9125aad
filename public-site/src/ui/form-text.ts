import { MESSAGES } from '@dds/shared/messages';

/**
 * The forms' common words in English (i18n/interface-text.ts): field names — the same words the
 * shared schemas name in their messages ("Email must be a valid e-mail address"), which is how
 * i18n/server-messages.ts recognises a field — and the docs/contract.md §5 messages, verbatim from
 * shared/messages, so an English page keeps the spec's exact wording.
 */
export const formText = {
  'field.fullName': 'Full name',
  'field.name': 'Name',
  'field.email': 'Email',
  'field.phone': 'Phone',
  'field.course': 'Course',
  'field.message': 'Message',
  'field.coursePage': 'Course page',
  'field.rollNumber': 'Roll number',
  'field.dateOfBirth': 'Date of birth',
  'field.screenshot': 'Screenshot',
  'form.selectCourse': 'Select Course',
  'form.sending': 'Sending…',
  'validity.missing': 'Please fill in this field.',
  'validity.select': 'Please select an item in the list.',
  'validity.radio': 'Please select one of these options.',
  'validity.file': 'Please select a file.',
  'validity.email': 'Please enter an e-mail address.',
  'validity.pattern': 'Please match the requested format: {rule}',
  'message.inquiryEmptyField': MESSAGES.inquiryEmptyField,
  'message.inquiryFailure': MESSAGES.inquiryFailure,
  'message.admissionEmptyField': MESSAGES.admissionEmptyField,
  'message.admissionSuccessDefault': MESSAGES.admissionSuccessDefault,
  'message.admissionFailure': MESSAGES.admissionFailure,
  'message.donationSuccessDefault': MESSAGES.donationSuccessDefault,
  'message.donationFailure': MESSAGES.donationFailure,
  'message.certificateNoMatch': MESSAGES.certificateNoMatch,
  'message.loading': MESSAGES.loading,
} as const satisfies Record<string, string>;
