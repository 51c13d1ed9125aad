import type { notesText } from '../features/data-table/notes-text';

/** The notes control in Hindi (docs/decisions/026-hindi.md §8); `{subject}` in brackets, so nothing agrees with it. */
export const hiNotes: Record<keyof typeof notesText, string> = {
  'notes.saved': 'नोट सहेजा गया',
  'notes.notSaved': 'नहीं सहेजा गया: {reason}',
  'notes.none': 'कोई नोट नहीं',
  'notes.edit': 'नोट्स बदलें',
  'notes.editOf': 'नोट्स बदलें ({subject})',
  'notes.of': 'नोट्स ({subject})',
  'notes.saving': 'सहेजा जा रहा है…',
  'notes.save': 'सहेजें',
  'notes.saveOf': 'नोट्स सहेजें ({subject})',
  'notes.cancel': 'रद्द करें',
  'notes.cancelOf': 'नोट्स बदलना रद्द करें ({subject})',
};
