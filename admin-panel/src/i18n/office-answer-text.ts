import { FOLLOW_UP_MESSAGES } from '@dds/shared/schemas/follow-up';

/**
 * The server's answers of the office screens (decision 026 §8: users, the record view's contact
 * editor, follow-up and donation details, the WhatsApp replies), in the server's English: patterns
 * spread into ./server-answer-text.ts, so ./server-answers.ts recognises them like the others.
 * `answerField.*` are the shared schemas' field names (inquiry.ts, admission.ts, donation.ts,
 * leads.ts), `answer.*` whole answers; server-answers.test.ts feeds those schemas bad input and
 * names the route of each of the server's own words.
 */
export const officeAnswerText = {
  'answerField.fullName': 'Full name',
  'answerField.name': 'Name',
  'answerField.phone': 'Phone',
  'answerField.message': 'Message',
  'answerField.upiReference': 'UPI reference',
  'answerField.templateName': 'Template name',
  'answerField.templateMessage': 'Template message',
  'answer.role': 'Role must be owner or staff',
  'answer.phoneCharacters': 'Phone may contain only digits, spaces, +, -, ( and )',
  'answer.phoneTenDigits': 'Phone must be exactly 10 digits',
  'answer.nothingToUpdateBare': 'Nothing to update',
  'answer.amountNegative': 'Amount cannot be negative',
  'answer.templatesMax': 'At most {max} templates',
  'answer.followUpDate': FOLLOW_UP_MESSAGES.date,
  'answer.assignee': FOLLOW_UP_MESSAGES.assignee,
  // server/src/features/users/users.routes.ts
  'answer.userExists': 'There is already an admin user with this email.',
  'answer.userSelf': 'You cannot remove your own account. Ask another owner to do it.',
  'answer.lastOwner': 'This is the last owner. Make another user an owner first.',
  'answer.userGone': 'No such admin user (they may have been removed already)',
  // The panel's own words for a call without the server's (features/auth/sign-in-api.ts failureText).
  'answer.cannotReach': 'Cannot reach the server. Check your internet connection and try again.',
  'answer.serverProblem': 'The server had a problem. Please try again in a moment.',
} as const satisfies Record<string, string>;
