/**
 * The words of every list the admin puts in order (the courses and the home page's two lists, the
 * gallery, videos and people), in English, the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-ordering.ts): the up and down buttons
 * (../move-buttons.tsx), the drag grip and what a screen reader hears while an item is dragged
 * (./drag-list.tsx), and a change the server refused (../use-list-change.ts). `{name}` is the
 * item in the caller's words ("photo “Lab”"), already in the admin's language.
 */
export const orderingText = {
  'move.up': 'Move up',
  'move.down': 'Move down',
  'move.upNamed': 'Move {name} up',
  'move.downNamed': 'Move {name} down',
  'drag.grip': 'drag handle',
  'drag.gripLabel': 'Drag to reorder: {name}',
  'drag.gripTitle': 'Drag to reorder (or Space, then the arrow keys)',
  'drag.instructions':
    'To move it, press Space to lift it, the arrow keys to move it, Space again to drop it, or Escape to put it back. The up and down buttons move it one place too.',
  'drag.lifted': 'Lifted {name}, number {place} of {count}. Arrow keys move it, Space drops it, Escape puts it back.',
  'drag.over': '{name}: place {place} of {count}.',
  'drag.dropped': 'Dropped {name} at place {place} of {count}.',
  'drag.cancelled': 'Put back: {name} stays at place {place} of {count}.',
  'drag.theItem': 'the item',
  'listChange.notSaved': 'Not saved: {reason}',
} as const;
