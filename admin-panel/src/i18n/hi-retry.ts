import type { retryText } from '../features/auth/retry-text';

/** The wait for the login dialog in Hindi (docs/decisions/026-hindi.md §8). */
export const hiRetry: Record<keyof typeof retryText, string> = {
  'retry.waitingForLogin': 'अभी सहेजा नहीं गया: आपका सत्र ख़त्म हो गया था। फिर से लॉग इन करें, यह अपने-आप सहेज दिया जाएगा।',
};
