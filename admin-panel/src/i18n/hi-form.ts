import type { formText } from '../ui/form-text';

/** The long edit forms' shared words in Hindi (docs/decisions/026-hindi.md §8; English: ui/form-text.ts). */
export const hiForm: Record<keyof typeof formText, string> = {
  'form.fixFields': 'नहीं सहेजा गया: लाल निशान वाले {count} फ़ील्ड ठीक करें।',
  'hindiBox.label': '{label} (हिन्दी में)',
  'hindiBox.missing': 'हिन्दी में नहीं है',
  'hindiBox.missingHint': 'हिन्दी में नहीं है: इसे सहेजने तक हिन्दी पेज अंग्रेज़ी पाठ दिखाता है।',
  'hindiBox.shipped': 'साइट के साथ आई हिन्दी; चाहें तो बदलें।',
  'hindiBox.emptyShipped': 'ख़ाली छोड़ने पर साइट अपने साथ आई हिन्दी दिखाती है।',
};
