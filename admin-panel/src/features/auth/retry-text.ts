/**
 * What a control says while its change waits for the login dialog (./retry-after-login.ts), in
 * English, the source of its other languages (docs/decisions/026-hindi.md §8; Hindi:
 * i18n/hi-retry.ts). One sentence, shown by every screen that saves.
 */
export const retryText = {
  'retry.waitingForLogin': 'Not saved yet: your session ended. Log in again and it will be saved.',
} as const;
