import { MESSAGES } from '@dds/shared/messages';
import { OWNER_MESSAGES } from '@dds/shared/schemas/owner';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';
import { officeAnswerText } from './office-answer-text';

/**
 * The server's answers the panel shows, in the server's English (decision 026 §8): each is a
 * pattern ./server-answers.ts recognises to show the admin's language instead, the public site's
 * way (§2). `answerField.*` and `answerWait.*` are the words that stand in an argument (a field's
 * name as the schemas write it, a wait); `answer.*` are whole answers. Most come from the shared
 * schemas of the screens the panel shows in Hindi (server-answers.test.ts feeds them bad input and
 * fails on a message not recognised); the rest are the server's routes' own words, hand copies
 * where the constant lives in the server (server-answers.test.ts names each route's file).
 * Not here, so shown as the server says them: answers to a request the panel never makes (a
 * malformed query or bulk body) and those of screens still in English (courses, users, settings…).
 */
export const serverAnswerText = {
  'answerField.email': 'Email',
  'answerField.password': 'Password',
  'answerField.currentPassword': 'Current password',
  'answerField.notes': 'Notes',
  'answerField.search': 'q',
  'answerField.status': 'status',
  'answerWait.aMinute': 'a minute',
  'answerWait.minute': '{count} minute',
  'answerWait.minutes': '{count} minutes',

  // The shared schemas' messages (admin.ts, account.ts, owner-forms.ts, common.ts, bulk.ts, inquiry.ts).
  'answer.required': '{field} is required',
  'answer.notAllowed': '{field} contains characters that are not allowed',
  'answer.tooLong': '{field} must be at most {max} characters',
  'answer.tooShort': '{field} must be at least {min} characters',
  'answer.tooLongUnnamed': 'Too big: expected string to have <={max} characters',
  'answer.email': 'Email must be a valid e-mail address',
  'answer.passwordSame': 'The new password must differ from the current one',
  'answer.passwordCommon': 'This password is too common. Choose another.',
  'answer.language': 'Language must be one of: en, hi',
  'answer.setupCodeMissing': 'Enter the setup code',
  'answer.setupCodeLength': 'The setup code is 12 letters and digits',
  'answer.chooseRecord': 'Choose at least one record',
  'answer.nothingToUpdate': 'Nothing to update: give a status or notes',
  'answer.notesNotAllowed': 'Notes contain characters that are not allowed',

  // The server's own words: sign-in, My account, owner-only refusals, a stale save.
  'answer.loginFailure': MESSAGES.loginFailure,
  'answer.loginTooMany': 'Too many login attempts. Please wait {wait} and try again.',
  'answer.attemptsTooMany': 'Too many attempts. Please wait {wait} and try again.',
  'answer.passwordTooMany': 'Too many password change attempts. Please wait {wait} and try again.',
  'answer.busy': 'The server is busy with other sign-ins. Please try again in a moment.',
  'answer.countersDown': 'Sign-in is temporarily unavailable, please try again in a minute',
  'answer.logIn': 'Please log in as an administrator.',
  'answer.crossSite': 'Cross-site request refused',
  'answer.passwordChanged': 'Password changed.',
  'answer.setupCodeWrong': OWNER_MESSAGES.setupCodeWrong,
  'answer.setupDone': OWNER_MESSAGES.setupDone,
  'answer.resetRequested': OWNER_MESSAGES.resetRequested,
  'answer.resetUnavailable': OWNER_MESSAGES.resetUnavailable,
  'answer.resetLinkInvalid': OWNER_MESSAGES.resetLinkInvalid,
  'answer.passwordReset': OWNER_MESSAGES.passwordReset,
  'answer.ownerOnly': 'Only an owner can do this.',
  'answer.ownerOnly.users': OWNER_ONLY_MESSAGES.users,
  'answer.ownerOnly.paymentSettings': OWNER_ONLY_MESSAGES.paymentSettings,
  'answer.ownerOnly.emptyTrash': OWNER_ONLY_MESSAGES.emptyTrash,
  'answer.ownerOnly.deleteCourse': OWNER_ONLY_MESSAGES.deleteCourse,
  'answer.ownerOnly.exportPersonalData': OWNER_ONLY_MESSAGES.exportPersonalData,
  'answer.ownerOnly.mailTest': OWNER_ONLY_MESSAGES.mailTest,
  'answer.ownerOnly.backups': OWNER_ONLY_MESSAGES.backups,
  // editConflictMessage (shared/src/schemas/versioned.ts): who and when as the server wrote them.
  'answer.conflictUnknown': 'Changed by another admin at an unknown time while you were editing — reload, or overwrite',
  'answer.conflictSomeone': 'Changed by another admin at {when} while you were editing — reload, or overwrite',
  'answer.conflictSometime': 'Changed by {who} at an unknown time while you were editing — reload, or overwrite',
  'answer.conflict': 'Changed by {who} at {when} while you were editing — reload, or overwrite',

  // The panel's HTTP client's words for a call without the server's (shared/src/http-client/errors.ts).
  'answer.networkError': 'Network error',
  'answer.requestFailed': 'Request failed ({status})',
  'answer.noAnswer': 'No answer from the server.', // features/auth/use-server-data.ts failureText
  // The panel's words for a failure that came with none (an empty message): readServerAnswer.
  'answer.noReason': 'The server gave no reason.',

  // The office screens' answers (users, contact editor, follow-up, donation details, WhatsApp replies).
  ...officeAnswerText,
} as const satisfies Record<string, string>;
