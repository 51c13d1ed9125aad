import type { conflictText } from '../features/edit-conflict/conflict-text';

/**
 * The edit-conflict notice in Hindi (docs/decisions/026-hindi.md §8; English:
 * features/edit-conflict/conflict-text.ts); its buttons are named as the server's sentence above them
 * says them in Hindi (./hi-server-answers.ts: "दोबारा लोड करें, या अपना बदलाव सहेजें").
 */
export const hiConflict: Record<keyof typeof conflictText, string> = {
  'conflict.nothingLost':
    'आपका लिखा कुछ भी नहीं खोया है: "दोबारा लोड करें" सहेजा गया रूप दिखाता है और आपका लिखा वापस देता है; "अपना बदलाव सहेजें" आपका लिखा उसकी जगह सहेजता है।',
  'conflict.reload': 'दोबारा लोड करें',
  'conflict.overwrite': 'अपना बदलाव सहेजें',
  'conflict.reloaded': 'दोबारा लोड किया गया: फ़ॉर्म अभी सहेजा गया रूप दिखा रहा है। आपका लिखा रखा हुआ है।',
  'conflict.putBack': 'मेरा लिखा वापस लाएँ',
  'conflict.keepSaved': 'सहेजा गया रूप रखें',
};
