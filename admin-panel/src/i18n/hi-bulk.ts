import type { bulkText } from '../features/data-table/bulk-text';

/**
 * The bulk actions' toasts, Undo and the Empty Trash dialog in Hindi (docs/decisions/026-hindi.md
 * §8). A count's noun is पूछताछ (feminine) or प्रवेश आवेदन/दान (masculine), so what was done comes
 * first and the count after a colon ("ट्रैश में डाले गए: 3 पूछताछ", as "चुने गए: 3 पूछताछ"), or the
 * count stands in brackets after रिकॉर्ड, which the verb agrees with.
 */
export const hiBulk: Record<keyof typeof bulkText, string> = {
  'undo.label': 'पहले जैसा करें',
  'undo.done': 'पहले जैसा किया गया ({what})',
  'undo.failed': 'पहले जैसा नहीं हो पाया: {reason}',
  'bulkDone.verified': 'सत्यापित किए गए: {items}',
  'bulkDone.status': 'स्थिति {status} की गई: {items}',
  'bulkDone.restored': 'वापस लाए गए: {items}',
  'bulkDone.spam': 'स्पैम बताकर ट्रैश में डाले गए: {items}',
  'bulkDone.deleted': 'ट्रैश में डाले गए: {items}',
  'bulkDone.already': '{count, plural, one {; # रिकॉर्ड पहले से {state} था} other {; # रिकॉर्ड पहले से {state} थे}}',
  'bulkDone.arrived': '{what}। आपके चुनने के बाद आए {number} नए रिकॉर्ड ({noun}) नहीं बदले गए।',
  'bulkDone.nothing': 'कुछ नहीं बदला',
  'bulkDone.thatAlready': 'वह रिकॉर्ड ({singular}) पहले से {state} था',
  'bulkDone.thoseAlready': 'वे रिकॉर्ड ({items}) पहले से {state} थे',
  'bulkState.verified': 'सत्यापित',
  'bulkState.outOfTrash': 'ट्रैश से बाहर',
  'bulkState.inTrash': 'ट्रैश में',

  'emptyTrash.button': 'ट्रैश खाली करें',
  'emptyTrash.countFailed': 'ट्रैश की गिनती नहीं हो पाई: {reason}',
  'emptyTrash.done': 'हमेशा के लिए हटाए गए: {items}',
  'emptyTrash.notDone': 'नहीं हुआ: {reason}',
  'emptyTrash.emptyTitle': 'ट्रैश खाली है',
  'emptyTrash.emptyText': 'ट्रैश में कोई रिकॉर्ड ({noun}) नहीं है।',
  'emptyTrash.ask':
    '{count, plural, one {ट्रैश में पड़ा रिकॉर्ड ({items}) हमेशा के लिए हटाएँ?} other {ट्रैश में पड़े सभी रिकॉर्ड ({items}) हमेशा के लिए हटाएँ?}}',
  'emptyTrash.narrowed': 'आपकी खोज से मेल खाने वाले: {shown}, पर "ट्रैश खाली करें" ट्रैश का हर रिकॉर्ड हटा देता है। ',
  'emptyTrash.permanent': 'ट्रैश के रिकॉर्ड ({items}) हमेशा के लिए हटा दिए जाएँगे। यह वापस नहीं हो सकता।',
  'emptyTrash.permanentScreenshots':
    'ट्रैश के रिकॉर्ड ({items}) उनके भुगतान स्क्रीनशॉट के साथ हमेशा के लिए हटा दिए जाएँगे। यह वापस नहीं हो सकता।',
  'emptyTrash.close': 'बंद करें',
  'emptyTrash.cancel': 'रद्द करें',
  'emptyTrash.deleting': 'हटाया जा रहा है…',
  'emptyTrash.confirm': '{count, plural, one {रिकॉर्ड ({items}) हटाएँ} other {सभी रिकॉर्ड ({items}) हटाएँ}}',
};
