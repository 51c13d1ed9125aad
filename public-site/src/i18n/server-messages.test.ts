import {
  admissionInputSchema,
  certificateLookupSchema,
  donationInputSchema,
  inquiryInputSchema,
} from '@dds/shared/schemas';
import { MESSAGES } from '@dds/shared/messages';
import { TYPED_DATE_MESSAGE } from '@dds/shared/schemas/typed-date';
import './hindi-forms';
import { localServerMessage } from './server-messages';

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_WORD = /[A-Za-z]{3,}/g;
/** What may stay Latin in a Hindi answer: formats and names of file kinds a visitor sees on their phone. */
const KEPT = new Set(['YYYY', 'PNG', 'JPEG', 'JPG', 'WebP']);

/** Every message a schema gives for the inputs (the server answers a public form with the first). */
function messagesOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } },
  inputs: unknown[],
): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const control = 'A\u202eB';
const schemaMessages = [
  ...messagesOf(inquiryInputSchema, [
    {},
    { name: 'x'.repeat(200), email: 'not-an-email', phone: 'call me', course: 'yoga', message: `Hi${'\u0007'}` },
    {
      name: control,
      email: 5,
      phone: '9'.repeat(25),
      course: 'spoken',
      message: 'x'.repeat(2100),
      coursePage: 'y'.repeat(200),
    },
    { kind: 'business', name: 'A', email: 'a@b.in', phone: '98765', course: 'gardening', message: 'Hi' },
    { name: 7, email: 'a@b.in', phone: 98765, course: 'both', message: 4 },
  ]),
  ...messagesOf(admissionInputSchema, [
    {},
    { name: 'A', email: 'a@b.in', phone: '12345', course: 'Tally', mode: 'Evening' },
  ]),
  ...messagesOf(donationInputSchema, [{}, { name: control, email: 'nope' }]),
  ...messagesOf(certificateLookupSchema, [
    {},
    { name: 'A', roll: '<R1>', dob: '17-05-2004' },
    { name: 'A', roll: 'R1', dob: '2001-02-29' },
    { name: 'A', roll: 'x'.repeat(50), dob: '1850-01-01' },
  ]),
];

describe("the server's answers on a Hindi page (decision 026 §2)", () => {
  it('recognises every message the public forms’ schemas give, and says it in Hindi', () => {
    expect(new Set(schemaMessages).size).toBeGreaterThan(20);
    for (const message of new Set(schemaMessages)) {
      const local = localServerMessage('hi', message);
      expect([message, DEVANAGARI.test(local)]).toEqual([message, true]);
      expect([message, (local.match(LATIN_WORD) ?? []).filter((word) => !KEPT.has(word))]).toEqual([message, []]);
    }
  });

  it('translates the varying part: a field’s name, a wait, a number kept as it is', () => {
    expect(localServerMessage('hi', 'Email is required')).toBe('ई-मेल भरना ज़रूरी है।');
    expect(localServerMessage('hi', 'Full name must be at most 120 characters')).toBe(
      'पूरा नाम में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।',
    );
    expect(
      localServerMessage('hi', 'Too many submissions from your connection. Please wait a minute and try again.'),
    ).toBe('आपके कनेक्शन से बहुत सारे फ़ॉर्म भेजे गए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।');
    expect(
      localServerMessage('hi', 'Too many submissions from your connection. Please wait 15 minutes and try again.'),
    ).toContain('15 मिनट रुककर');
    expect(localServerMessage('hi', 'File is too large: the limit is 5 MB')).toBe(
      'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा 5 MB की फ़ाइल भेजें।',
    );
  });

  it('drops the "field: " the server puts before a message that does not name its field', () => {
    expect(localServerMessage('hi', 'roll: Roll number is required')).toBe('रोल नंबर भरना ज़रूरी है।');
  });

  it("recognises the server's own answers: the thanks, the §8 messages, a found certificate (its name as typed)", () => {
    expect(localServerMessage('hi', 'Thank you! Your inquiry has been submitted.')).toBe(
      'धन्यवाद! आपकी पूछताछ हमें मिल गई है।',
    );
    expect(localServerMessage('hi', MESSAGES.admissionSuccessDefault)).toBe('प्रवेश सफल रहा!');
    expect(localServerMessage('hi', MESSAGES.inquiryEmptyField)).toBe('⚠️ कृपया सभी ज़रूरी जानकारी भरें!');
    expect(localServerMessage('hi', 'Certificate found for Asha Verma.')).toBe('Asha Verma का प्रमाणपत्र मिल गया।');
    expect(localServerMessage('hi', TYPED_DATE_MESSAGE)).toBe('कृपया जन्मतिथि DD-MM-YYYY के रूप में लिखें, जैसे 17-05-2004।');
    expect(localServerMessage('hi', 'Screenshot is required')).toBe('स्क्रीनशॉट भरना ज़रूरी है।');
  });

  it('shows what it does not recognise as the server said it, never half in Hindi', () => {
    expect(localServerMessage('hi', 'The server is being updated')).toBe('The server is being updated');
    expect(localServerMessage('hi', 'Website is required')).toBe('Website is required');
  });

  it('leaves every answer on an English page exactly as the server gave it', () => {
    for (const message of schemaMessages) expect(localServerMessage('en', message)).toBe(message);
    expect(localServerMessage('en', 'Thank you! Your inquiry has been submitted.')).toBe(
      'Thank you! Your inquiry has been submitted.',
    );
  });
});
