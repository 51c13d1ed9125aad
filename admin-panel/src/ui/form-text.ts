/**
 * The words of the panel's long edit forms (Settings, a course, people), in English, the source of
 * their other languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-form.ts): the summary of a
 * refused save and the Hindi box under an English field (./hindi-box.tsx).
 */
export const formText = {
  'form.fixFields': 'Not saved: fix {count, plural, one {the field} other {the # fields}} marked in red.',
  'hindiBox.label': '{label} in Hindi',
  'hindiBox.missing': 'Missing in Hindi',
  'hindiBox.missingHint': 'Missing in Hindi: the Hindi page shows the English text until this is saved.',
  'hindiBox.shipped': 'The Hindi the site came with; change it if you like.',
  'hindiBox.emptyShipped': 'Left empty, the site shows the Hindi it came with.',
} as const;
