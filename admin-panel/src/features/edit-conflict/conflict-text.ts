/**
 * The edit-conflict notice's words in English (docs/decisions/012-no-silent-overwrites.md), the
 * source of their other languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-conflict.ts). Its
 * first line is the server's (editConflictMessage), said by `useServerAnswerElement()`.
 */
export const conflictText = {
  'conflict.nothingLost':
    'Nothing you typed is lost: Reload shows the saved version and offers your text back; Overwrite saves yours over it.',
  'conflict.reload': 'Reload',
  'conflict.overwrite': 'Overwrite',
  'conflict.reloaded': 'Reloaded: the form shows what is saved now. What you typed is kept.',
  'conflict.putBack': 'Put back what I typed',
  'conflict.keepSaved': 'Keep the saved version',
} as const;
