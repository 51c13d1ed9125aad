/** The admission form's words in English (i18n/interface-text.ts). */
export const admissionText = {
  'admission.phone': 'Phone (10 digits)',
  'admission.phoneRule': 'Exactly 10 digits',
  'admission.mode': 'Mode',
  'admission.submitting': 'Submitting…',
  'admission.done': 'Submitted — taking you home…',
  'admission.submit': 'Submit Admission',
  'admission.privacy': 'We use these details only to process your admission.',
} as const satisfies Record<string, string>;
