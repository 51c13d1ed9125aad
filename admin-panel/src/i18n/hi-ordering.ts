import type { orderingText } from '../ui/sortable/ordering-text';

/**
 * The ordered lists' words in Hindi (docs/decisions/026-hindi.md §8; English: ui/sortable/ordering-text.ts).
 * "खिसकाएँ" for move, "पकड़" for the grip (as the course list's lead already says); a place is
 * "स्थान 2 / 5", as the lists' pages are "पेज 2 / 5"; a sentence about an item is built with
 * "आपने … को", so its verb does not agree with the item's noun (फ़ोटो, वीडियो, संदेश differ in gender).
 */
export const hiOrdering: Record<keyof typeof orderingText, string> = {
  'move.up': 'ऊपर खिसकाएँ',
  'move.down': 'नीचे खिसकाएँ',
  'move.upNamed': '{name} को ऊपर खिसकाएँ',
  'move.downNamed': '{name} को नीचे खिसकाएँ',
  'drag.grip': 'खींचने की पकड़',
  'drag.gripLabel': 'क्रम बदलने के लिए खींचें: {name}',
  'drag.gripTitle': 'क्रम बदलने के लिए खींचें (या Space दबाकर तीर वाली कुंजियाँ)',
  'drag.instructions':
    'इसे खिसकाने के लिए Space दबाकर उठाएँ, तीर वाली कुंजियों से खिसकाएँ, फिर Space दबाकर रखें, या Escape दबाकर वापस रखें। ऊपर और नीचे के बटन भी इसे एक स्थान खिसकाते हैं।',
  'drag.lifted':
    'आपने {name} को उठाया, स्थान {place} / {count}। तीर वाली कुंजियाँ इसे खिसकाती हैं, Space इसे रखता है, Escape इसे वापस रखता है।',
  'drag.over': '{name}: स्थान {place} / {count}।',
  'drag.dropped': 'आपने {name} को स्थान {place} / {count} पर रखा।',
  'drag.cancelled': 'आपने {name} को वापस रखा: यह स्थान {place} / {count} पर ही है।',
  'drag.theItem': 'आइटम',
  'listChange.notSaved': 'नहीं सहेजा गया: {reason}',
};
