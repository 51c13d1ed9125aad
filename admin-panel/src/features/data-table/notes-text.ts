/**
 * The notes control's words in English (the record view's Notes section), the source of their other
 * languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-notes.ts). `{subject}` is whose notes
 * they are, in the admin's language ("inquiry from Asha Verma").
 */
export const notesText = {
  'notes.saved': 'Note saved',
  'notes.notSaved': 'Not saved: {reason}',
  'notes.none': 'No notes',
  'notes.edit': 'Edit notes',
  'notes.editOf': 'Edit notes of {subject}',
  'notes.of': 'Notes of {subject}',
  'notes.saving': 'Saving…',
  'notes.save': 'Save',
  'notes.saveOf': 'Save notes of {subject}',
  'notes.cancel': 'Cancel',
  'notes.cancelOf': 'Cancel editing notes of {subject}',
} as const;
