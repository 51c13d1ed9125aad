/**
 * The one dialog's own words (decision 036) in English, the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-dialog.ts): a confirmation's default Cancel and
 * the login dialog over a page whose session ended. A confirmation's question and buttons are its
 * caller's words, translated with the caller's screen.
 */
export const dialogText = {
  'dialog.cancel': 'Cancel',
  'sessionEnded.title': 'Please log in again',
  'sessionEnded.description':
    'Your session has ended (you were away for a while, or logged out elsewhere). Log in to continue — this page stays as it was.',
} as const;
