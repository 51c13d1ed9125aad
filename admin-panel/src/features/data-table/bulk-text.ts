/**
 * The words after a bulk action (its toast, the Undo button and what Undo says) and the Empty
 * Trash dialog, in English, the source of their other languages (docs/decisions/026-hindi.md §8;
 * Hindi: i18n/hi-bulk.ts). `{items}` is a count with its noun ("3 inquiries": `countOf`), `{number}`
 * and `{noun}` the same two apart, `{singular}` the list's name in lower case, `{state}` what the
 * records already were ("Contacted", "in the Trash"). Each English sentence is the one shown
 * before, word for word.
 */
export const bulkText = {
  'undo.label': 'Undo',
  'undo.done': 'Undone: {what}',
  'undo.failed': 'Could not undo: {reason}',
  'bulkDone.verified': '{items} verified',
  'bulkDone.status': '{items} marked {status}',
  'bulkDone.restored': '{items} restored',
  'bulkDone.spam': '{items} marked as spam (in the Trash)',
  'bulkDone.deleted': '{items} moved to the Trash',
  'bulkDone.already': '{count, plural, one {; # was already {state}} other {; # were already {state}}}',
  'bulkDone.arrived': '{what}. {number} new {noun} arrived since you selected — not changed.',
  'bulkDone.nothing': 'Nothing changed',
  'bulkDone.thatAlready': 'That {singular} was already {state}',
  'bulkDone.thoseAlready': 'Those {items} were already {state}',
  'bulkState.verified': 'verified',
  'bulkState.outOfTrash': 'out of the Trash',
  'bulkState.inTrash': 'in the Trash',

  'emptyTrash.button': 'Empty Trash',
  'emptyTrash.countFailed': 'Could not count the Trash: {reason}',
  'emptyTrash.done': '{items} deleted for good',
  'emptyTrash.notDone': 'Not done: {reason}',
  'emptyTrash.emptyTitle': 'The Trash is empty',
  'emptyTrash.emptyText': 'There are no {noun} in the Trash.',
  'emptyTrash.ask':
    '{count, plural, one {Delete the {items} in the Trash for good?} other {Delete all {items} in the Trash for good?}}',
  'emptyTrash.narrowed': 'Your search shows {shown}, but Empty Trash deletes every one in the Trash. ',
  'emptyTrash.permanent': 'The {items} in the Trash will be deleted permanently. This cannot be undone.',
  'emptyTrash.permanentScreenshots':
    'The {items} in the Trash, with their payment screenshots, will be deleted permanently. This cannot be undone.',
  'emptyTrash.close': 'Close',
  'emptyTrash.cancel': 'Cancel',
  'emptyTrash.deleting': 'Deleting…',
  'emptyTrash.confirm': '{count, plural, one {Delete the {items}} other {Delete all {items}}}',
} as const;
