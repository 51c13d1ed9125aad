import {
  accountLanguageSchema,
  changePasswordSchema,
  COMMON_PASSWORD_MESSAGE,
  newAdminUserSchema,
} from '@dds/shared/schemas/account';
import { listQuerySchema, loginSchema } from '@dds/shared/schemas/admin';
import { admissionContactFields, admissionUpdateSchema } from '@dds/shared/schemas/admission';
import { bulkRequestSchema } from '@dds/shared/schemas/bulk';
import { inquiryContactFields, inquiryUpdateSchema } from '@dds/shared/schemas/inquiry';
import { donationInputSchema, donationUpdateSchema } from '@dds/shared/schemas/donation';
import { FOLLOW_UP_MESSAGES, followUpFields } from '@dds/shared/schemas/follow-up';
import { replyTemplatesSchema } from '@dds/shared/schemas/leads';
import { OWNER_MESSAGES, RESET_LINK_MINUTES } from '@dds/shared/schemas/owner';
import { forgotPasswordSchema, resetPasswordSchema, setupOwnerSchema } from '@dds/shared/schemas/owner-forms';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';
import { editConflictMessage } from '@dds/shared/schemas/versioned';
import { MESSAGES } from '@dds/shared/messages';
import { addAdminCatalogue } from './catalogue-registry';
import { hi } from './hi';
import { localServerAnswer, readServerAnswer } from './server-answers';
import { ApiError } from '@dds/shared/api';

type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } };
/** Every message a schema gives for the inputs: the server answers with the first; the panel's own check shows it too. */
const messagesOf = (schema: Schema, inputs: unknown[]): string[] =>
  inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);

const control = 'A\u202eB';
/**
 * What an admin can type or choose on the screens the panel shows in Hindi (sign-in, first run,
 * forgotten and new password, My account, the lists' search and status); a request the panel
 * never makes (a malformed query, a bulk body without an action) is not an admin's to read.
 */
const schemaMessages = [
  ...messagesOf(loginSchema, [
    { email: '', password: '' },
    { email: control, password: 'x'.repeat(200) },
    { email: 'x'.repeat(300), password: 'p' },
  ]),
  ...messagesOf(changePasswordSchema, [
    { currentPassword: '', newPassword: 'short' },
    { currentPassword: 'same-password', newPassword: 'same-password' },
    { currentPassword: 'a', newPassword: 'x'.repeat(200) },
  ]),
  ...messagesOf(accountLanguageSchema, [{ language: 'fr' }]),
  ...messagesOf(setupOwnerSchema, [
    { code: '', email: 'nope', password: 'short' },
    { code: 'x'.repeat(80), email: control, password: 'long enough' },
  ]),
  ...messagesOf(forgotPasswordSchema, [{ email: '' }, { email: control }]),
  ...messagesOf(resetPasswordSchema, [{ token: 'bad', password: 'short' }]),
  ...messagesOf(listQuerySchema, [{ q: control }]),
  ...messagesOf(bulkRequestSchema, [
    { action: 'status', status: '', ids: [] },
    { action: 'delete', ids: [] },
  ]),
  ...messagesOf(inquiryUpdateSchema, [{}, { notes: `a${'\u0007'}` }, { notes: 'x'.repeat(6000) }]),
  ...messagesOf(admissionUpdateSchema, [{}]),
];

/**
 * What an admin can type on the office screens (decision 026 §8): a new user, a record's contact
 * details (each list's own schemas, as the contact editor checks them), a donation's details, a
 * lead's follow-up and the WhatsApp replies.
 */
const contactInputs = ['', control, 'x'.repeat(300), 'abc', '12'];
const officeSchemaMessages = [
  ...messagesOf(newAdminUserSchema, [
    { email: '', role: 'boss', password: 'short' },
    { email: control, role: 'staff', password: 'x'.repeat(200) },
    { email: `${'x'.repeat(300)}@dds.in`, role: 'owner', password: 'long enough' },
  ]),
  ...Object.values(inquiryContactFields).flatMap((field) => messagesOf(field, contactInputs)),
  ...Object.values(admissionContactFields).flatMap((field) => messagesOf(field, contactInputs)),
  ...messagesOf(donationInputSchema.shape.name, contactInputs),
  ...messagesOf(donationUpdateSchema, [
    {},
    { amount: -1 },
    { message: 'x'.repeat(3000), upiReference: 'x'.repeat(200) },
    { message: 'a\u0007', upiReference: control },
  ]),
  ...messagesOf(followUpFields.followUpOn, ['31/12/2026']),
  ...messagesOf(followUpFields.assignedTo, [-1]),
  ...messagesOf(replyTemplatesSchema, [
    { items: [{ title: '', body: '' }] },
    { items: [{ title: control, body: 'x'.repeat(2000) }] },
    { items: [{ title: 'x'.repeat(80), body: 'a\u0007' }] },
    { items: Array.from({ length: 30 }, () => ({ title: 'a', body: 'b' })) },
  ]),
];

/** The office screens' answers from the server's routes and the panel's own words for a failed call. */
const officeServerWords = [
  'There is already an admin user with this email.', // features/users/users.routes.ts
  'You cannot remove your own account. Ask another owner to do it.',
  'This is the last owner. Make another user an owner first.',
  'No such admin user (they may have been removed already)',
  'Cannot reach the server. Check your internet connection and try again.', // features/auth/sign-in-api.ts
  'The server had a problem. Please try again in a moment.',
];

/** The server's own words, each from the route that says it. */
const serverWords = [
  MESSAGES.loginFailure, // features/auth/login.route.ts
  'Too many login attempts. Please wait 1 minute and try again.', // login.route.ts tooManyMessage
  'Too many login attempts. Please wait 15 minutes and try again.',
  'Too many attempts. Please wait a minute and try again.', // features/owner/sign-in-rate-limit.ts
  'Too many password change attempts. Please wait 12 minutes and try again.', // security/rate-limits.ts
  'The server is busy with other sign-ins. Please try again in a moment.', // login, account, users, setup
  'Sign-in is temporarily unavailable, please try again in a minute', // login.route.ts COUNTERS_DOWN_MESSAGE
  'Please log in as an administrator.', // lib/http-error.ts unauthorized
  'Cross-site request refused', // security/origin-check.ts
  'Password changed.', // features/account/account.routes.ts
  COMMON_PASSWORD_MESSAGE,
  ...Object.values(OWNER_MESSAGES),
  'Only an owner can do this.', // security/permissions.ts
  ...Object.values(OWNER_ONLY_MESSAGES),
  editConflictMessage({ changedBy: 'asha@dds.example', changedAt: '2026-12-01T05:30:00Z' }),
  editConflictMessage({ changedBy: null, changedAt: '2026-12-01T05:30:00Z' }),
  editConflictMessage({ changedBy: 'asha@dds.example', changedAt: null }),
  editConflictMessage({ changedBy: null, changedAt: null }),
  'Network error', // the HTTP client's words without an answer (shared/src/http-client/errors.ts)
  'Request failed (502)',
  'No answer from the server.', // features/auth/use-server-data.ts failureText
];

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_WORD = /[A-Za-z]{3,}/g;
/** What may stay Latin in the panel's Hindi: the server's command names, codes, UPI. */
const KEPT = new Set(['dds', 'cli', 'setup', 'code', 'admin', 'create', 'email', 'your', 'address', 'UPI']);

beforeAll(() => addAdminCatalogue('hi', hi));

describe("the server's answers in the panel, in the admin's language (decision 026 §8)", () => {
  it('recognises every message the admin schemas give for what an admin can type, and the server’s own words, in Hindi', () => {
    const all = new Set([...schemaMessages, ...serverWords]);
    expect(new Set(schemaMessages).size).toBeGreaterThan(15);
    for (const message of all) {
      const local = localServerAnswer('hi', message);
      expect([message, DEVANAGARI.test(local)]).toEqual([message, true]);
      // Who and when a stale save names stay as written: an e-mail, and a time as every date (en-IN).
      const words = local.replace('asha@dds.example', '').replace(/\d{1,2} [A-Z][a-z]{2} \d{4}, [\d:]+ [ap]m/, '');
      expect([message, (words.match(LATIN_WORD) ?? []).filter((word) => !KEPT.has(word))]).toEqual([message, []]);
    }
  });

  it('translates the varying part: a field’s name, a wait, a number kept as it is; drops the server’s "field: "', () => {
    expect(localServerAnswer('hi', 'Current password is required')).toBe('मौजूदा पासवर्ड भरना ज़रूरी है।');
    expect(localServerAnswer('hi', 'Password must be at least 8 characters')).toBe(
      'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
    );
    expect(localServerAnswer('hi', 'newPassword: The new password must differ from the current one')).toBe(
      'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
    );
    expect(localServerAnswer('hi', 'Too many login attempts. Please wait 15 minutes and try again.')).toBe(
      'लॉग इन की बहुत ज़्यादा कोशिशें हुईं। कृपया 15 मिनट रुककर फिर कोशिश करें।',
    );
    expect(localServerAnswer('hi', 'Too many attempts. Please wait a minute and try again.')).toContain('एक मिनट रुककर');
  });

  it('keeps who changed a record and when as the server wrote them', () => {
    const message = editConflictMessage({ changedBy: 'asha@dds.example', changedAt: '2026-12-01T05:30:00Z' });
    const local = localServerAnswer('hi', message);
    expect(local).toContain('asha@dds.example ने');
    expect(local).toContain(message.match(/ at (.+) while/)![1]!);
    expect(localServerAnswer('hi', OWNER_MESSAGES.resetRequested)).toContain(`${RESET_LINK_MINUTES} मिनट`);
  });

  it('shows what it does not recognise as the server said it, never half in Hindi', () => {
    expect(localServerAnswer('hi', 'action must be status, verify, delete, spam or restore')).toBe(
      'action must be status, verify, delete, spam or restore',
    );
    expect(localServerAnswer('hi', 'Website is required')).toBe('Website is required');
    expect(localServerAnswer('hi', 'Too many login attempts. Please wait a while and try again.')).toBe(
      'Too many login attempts. Please wait a while and try again.',
    );
  });

  it('leaves every answer exactly as the server gave it for an English admin', () => {
    for (const message of [...schemaMessages, ...serverWords, ...officeSchemaMessages, ...officeServerWords])
      expect(localServerAnswer('en', message)).toBe(message);
  });

  it('recognises the office screens’ answers in Hindi: users, contact details, donation details, follow-up, replies', () => {
    expect(new Set(officeSchemaMessages).size).toBeGreaterThan(20);
    for (const message of new Set([...officeSchemaMessages, ...officeServerWords])) {
      const local = localServerAnswer('hi', message);
      expect([message, DEVANAGARI.test(local)]).toEqual([message, true]);
      expect([message, (local.match(LATIN_WORD) ?? []).filter((word) => !KEPT.has(word))]).toEqual([message, []]);
    }
    expect(localServerAnswer('hi', 'Phone must be exactly 10 digits')).toBe('फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।');
    expect(localServerAnswer('hi', 'Full name is required')).toBe('पूरा नाम भरना ज़रूरी है।');
    expect(localServerAnswer('hi', FOLLOW_UP_MESSAGES.assignee)).toContain('सौंपें');
  });
});

describe('an answer this panel does not know (decision 005, "Codes a panel does not know")', () => {
  it('is the server’s own English, marked English on a Hindi screen; a known one is Hindi, unmarked', () => {
    expect(readServerAnswer('hi', new ApiError('Records under audit hold cannot be moved.', 409))).toEqual({
      text: 'Records under audit hold cannot be moved.',
      lang: 'en',
    });
    expect(readServerAnswer('hi', new ApiError('Phone must be exactly 10 digits', 400))).toEqual({
      text: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।',
    });
    // An English screen has nothing to mark.
    expect(readServerAnswer('en', 'Records under audit hold cannot be moved.')).toEqual({
      text: 'Records under audit hold cannot be moved.',
    });
  });

  it('leaves the screen’s own Hindi words unmarked when a screen passes them as the reason', () => {
    expect(readServerAnswer('hi', 'अपलोड नहीं हुआ')).toEqual({ text: 'अपलोड नहीं हुआ' });
  });

  it('says so in the admin’s language when the failure came with no words at all', () => {
    expect(readServerAnswer('hi', new ApiError('', 500))).toEqual({ text: 'सर्वर ने कोई कारण नहीं बताया।' });
    expect(readServerAnswer('en', undefined)).toEqual({ text: 'The server gave no reason.' });
  });
});
