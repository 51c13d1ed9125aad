import type { dialogText } from '../ui/dialog/dialog-text';

/** The one dialog's own words in Hindi (docs/decisions/026-hindi.md §8, decision 036). */
export const hiDialog: Record<keyof typeof dialogText, string> = {
  'dialog.cancel': 'रद्द करें',
  'sessionEnded.title': 'कृपया फिर से लॉग इन करें',
  'sessionEnded.description':
    'आपका सत्र ख़त्म हो गया है (आप कुछ देर दूर रहे, या किसी दूसरी जगह से लॉग आउट किया गया)। आगे काम करने के लिए लॉग इन करें — यह पेज जैसा था वैसा ही रहेगा।',
};
