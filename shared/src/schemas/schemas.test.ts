import { ADMISSION_COURSES, admissionInputSchema, admissionUpdateSchema } from './admission';
import { donationInputSchema, donationUpdateSchema, formatAmount, formatDonationMessage } from './donation';
import { INQUIRY_COURSES, inquiryInputSchema, inquiryUpdateSchema } from './inquiry';
import { certificateLookupSchema, certificateUploadSchema, isRealPastDate } from './certificate';
import { loginSchema } from './admin';

const inquiry = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  course: 'spoken',
  message: 'Evening batch?',
};
const admission = {
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: '9876543210',
  course: 'Tally + GST',
  mode: 'Offline',
};

describe('inquiry schema', () => {
  it('accepts the five fields', () => {
    expect(inquiryInputSchema.parse(inquiry)).toMatchObject(inquiry);
  });
  it.each(Object.keys(inquiry))('rejects an empty %s', (field) => {
    expect(inquiryInputSchema.safeParse({ ...inquiry, [field]: '  ' }).success).toBe(false);
  });
  it('offers exactly Spoken English, Computer Course and Both', () => {
    expect(INQUIRY_COURSES.map((c) => c.label)).toEqual(['Spoken English', 'Computer Course', 'Both']);
    expect(inquiryInputSchema.safeParse({ ...inquiry, course: 'other' }).success).toBe(false);
  });
});

describe('admission schema', () => {
  it('has the 23-entry catalogue in the spec order', () => {
    expect(ADMISSION_COURSES).toHaveLength(23);
    expect(ADMISSION_COURSES[0]).toBe('AutoCAD');
    expect(ADMISSION_COURSES[22]).toBe('Basic Computer');
  });
  it.each(['987654321', '98765432101', '98765-4321', 'abcdefghij'])('rejects phone %s (exactly 10 digits)', (phone) => {
    const result = admissionInputSchema.safeParse({ ...admission, phone });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Phone must be exactly 10 digits');
  });
  it('accepts only Online or Offline', () => {
    expect(admissionInputSchema.safeParse(admission).success).toBe(true);
    expect(admissionInputSchema.safeParse({ ...admission, mode: 'Hybrid' }).success).toBe(false);
  });
});

describe('certificate lookup schema', () => {
  it('requires a YYYY-MM-DD date of birth', () => {
    expect(certificateLookupSchema.safeParse({ name: 'A', roll: '1', dob: '14/05/2004' }).success).toBe(false);
    expect(certificateLookupSchema.safeParse({ name: 'A', roll: '1', dob: '2004-05-14' }).success).toBe(true);
  });
});

describe('donation display rules', () => {
  it('shows amounts with a rupee sign and N/A when missing', () => {
    expect(formatAmount(1500)).toBe('₹1,500');
    expect(formatAmount(null)).toBe('N/A');
  });
  it('shows a dash for a missing message', () => {
    expect(formatDonationMessage(null)).toBe('-');
    expect(formatDonationMessage('For books')).toBe('For books');
  });
});

/*
 * Input hygiene (docs/security.md): text people type reaches the admin lists, CSV exports and
 * certificate lookups, so invisible characters that hide or disguise text are refused with a
 * clear message, and dates of birth must be real dates in the past.
 */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const BIDI_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const HIDDEN_IN_A_NAME = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009B',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\uD800',
  ...BIDI_CONTROLS,
];
const hex = (s: string) => `U+${s.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('names', () => {
  const nameSchemas = [
    ['inquiry', (name: string) => inquiryInputSchema.safeParse({ ...inquiry, name }), 'Full name'],
    ['admission', (name: string) => admissionInputSchema.safeParse({ ...admission, name }), 'Name'],
    ['donation', (name: string) => donationInputSchema.safeParse({ name, email: 'a@example.in' }), 'Name'],
    [
      'certificate',
      (name: string) => certificateUploadSchema.safeParse({ name, roll: 'DDS-1', dob: '2004-05-14' }),
      'Name',
    ],
  ] as const;

  it.each(nameSchemas)('%s: accepts real names in any script, with apostrophes, hyphens and dots', (_form, parse) => {
    for (const name of ['राहुल शर्मा', "Anne-Marie D'Souza", 'Dr. A. K. Singh', 'श्रीकृष्ण', 'क्‍ष त्र', 'Zoë Ñúñez']) {
      const result = parse(name);
      expect(result.success).toBe(true);
      expect((result.data as { name: string }).name).toBe(name);
    }
  });

  it.each(nameSchemas)(
    '%s: refuses hidden and direction-changing characters with a clear message',
    (_form, parse, label) => {
      for (const bad of HIDDEN_IN_A_NAME) {
        const result = parse(`Asha${bad}Verma`);
        expect({ char: hex(bad), ok: result.success }).toEqual({ char: hex(bad), ok: false });
        expect(firstMessage(result)).toBe(`${label} contains characters that are not allowed`);
      }
      // The right-to-left override that made "Asha" look like someone else in the admin list.
      expect(parse('\u202EamrevahsA').success).toBe(false);
    },
  );

  it.each(nameSchemas)('%s: strips zero-width characters pasted at either end and stores NFC', (_form, parse) => {
    const result = parse('\u200B\uFEFF Jose\u0301 Verma \u2060');
    expect((result.data as { name: string }).name).toBe('José Verma');
    expect((result.data as { name: string }).name).toBe('José Verma'.normalize('NFC'));
  });

  it('a name of only invisible characters is a missing name', () => {
    expect(firstMessage(admissionInputSchema.safeParse({ ...admission, name: '\u200B \uFEFF' }))).toBe(
      'Name is required',
    );
  });
});

describe('free text (message, notes, donation message)', () => {
  const parsers = [
    [
      'inquiry message',
      (v: string) => inquiryInputSchema.safeParse({ ...inquiry, message: v }),
      'message',
      'Message contains',
    ],
    ['inquiry notes', (v: string) => inquiryUpdateSchema.safeParse({ notes: v }), 'notes', 'Notes contain'],
    ['admission notes', (v: string) => admissionUpdateSchema.safeParse({ notes: v }), 'notes', 'Notes contain'],
    ['donation message', (v: string) => donationUpdateSchema.safeParse({ message: v }), 'message', 'Message contains'],
  ] as const;

  it.each(parsers)('%s keeps newlines and tabs, turns CRLF and CR into LF', (_what, parse, key) => {
    const result = parse('Line one\r\nLine two\rLine three\n\tindented 👩‍💻 राहुल');
    expect(result.success).toBe(true);
    expect((result.data as Record<string, string>)[key]).toBe('Line one\nLine two\nLine three\n\tindented 👩‍💻 राहुल');
  });

  it.each(parsers)('%s refuses other control characters and direction overrides', (_what, parse, _key, subject) => {
    for (const bad of [
      '\u0000',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u007F',
      '\u0085',
      '\uDC00',
      ...BIDI_CONTROLS,
    ]) {
      const result = parse(`Hello${bad} there`);
      expect({ char: hex(bad), ok: result.success }).toEqual({ char: hex(bad), ok: false });
      expect(firstMessage(result)).toBe(`${subject} characters that are not allowed`);
    }
  });

  it('notes may still be cleared, and a donation message may be null', () => {
    expect(inquiryUpdateSchema.parse({ notes: '' })).toEqual({ notes: '' });
    expect(donationUpdateSchema.parse({ message: null })).toEqual({ message: null });
  });
});

describe('phones', () => {
  // An Indian number is stored as its ten digits, anything else as typed (docs/decisions/018-phones-and-leads.md).
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['(0141) 234 5678', '1412345678'],
    ['12', '12'],
    ['+1 (415) 555-0100', '+1 (415) 555-0100'],
  ])('inquiry accepts %s, stored as %s', (phone, stored) => {
    expect(inquiryInputSchema.parse({ ...inquiry, phone }).phone).toBe(stored);
  });
  it.each(['98765abc10', '9876543210\u0000', '98765\u202E43210', 'call me', '+-()', '98765/43210'])(
    'inquiry refuses %j',
    (phone) => {
      expect(firstMessage(inquiryInputSchema.safeParse({ ...inquiry, phone }))).toBe(
        'Phone may contain only digits, spaces, +, -, ( and )',
      );
    },
  );
  it('inquiry phone still says it is required when empty', () => {
    expect(firstMessage(inquiryInputSchema.safeParse({ ...inquiry, phone: ' ' }))).toBe('Phone is required');
  });
  it.each(['९८७६५४३२१०', '98765432\u00001', '\u202E9876543210'])(
    'admission refuses %j (exactly 10 ASCII digits)',
    (phone) => {
      expect(firstMessage(admissionInputSchema.safeParse({ ...admission, phone }))).toBe(
        'Phone must be exactly 10 digits',
      );
    },
  );
});

describe('roll numbers', () => {
  const parse = (roll: string) => certificateUploadSchema.safeParse({ name: 'Asha', roll, dob: '2004-05-14' });
  it.each(['DDS2023001', 'DDS/2024-015', 'A.12 B'])('accepts %s', (roll) => {
    expect(parse(roll).success).toBe(true);
  });
  it.each(['R_1', 'R<1>', "R'1", 'R\u00001', 'R\u202E1', 'R\t1'])('refuses %j', (roll) => {
    expect(firstMessage(parse(roll))).toBe('Roll number may contain only letters, digits, spaces and - / .');
  });
});

describe('e-mail addresses', () => {
  it.each(['asha\u0000@example.in', 'asha@example.in\u202E', 'as\u200Bha@example.in', 'asha@exa\u0007mple.in'])(
    'form e-mail refuses %j with a clear message',
    (email) => {
      expect(firstMessage(inquiryInputSchema.safeParse({ ...inquiry, email }))).toBe(
        'Email contains characters that are not allowed',
      );
      expect(firstMessage(donationInputSchema.safeParse({ name: 'A', email }))).toBe(
        'Email contains characters that are not allowed',
      );
    },
  );
  it('form e-mail strips zero-width characters pasted at the ends', () => {
    expect(admissionInputSchema.parse({ ...admission, email: '\u200Bravi@example.in\uFEFF' }).email).toBe(
      'ravi@example.in',
    );
  });
  it('login e-mail refuses hidden characters but stays free-form otherwise', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'admin@dds.test\u0000', password: 'x' }))).toBe(
      'Email contains characters that are not allowed',
    );
    expect(firstMessage(loginSchema.safeParse({ email: '\u202Eadmin@dds.test', password: 'x' }))).toBe(
      'Email contains characters that are not allowed',
    );
    expect(loginSchema.parse({ email: ' not-an-email ', password: 'x' }).email).toBe('not-an-email');
  });
});

describe('donation details', () => {
  it('UPI reference refuses hidden characters and strips them at the ends', () => {
    expect(firstMessage(donationUpdateSchema.safeParse({ upiReference: 'UPI\u0000123' }))).toBe(
      'UPI reference contains characters that are not allowed',
    );
    expect(firstMessage(donationUpdateSchema.safeParse({ upiReference: 'UPI\u202E123' }))).toBe(
      'UPI reference contains characters that are not allowed',
    );
    expect(donationUpdateSchema.parse({ upiReference: ' UPI123\u200B' }).upiReference).toBe('UPI123');
  });
});

describe('date of birth', () => {
  const parse = (dob: string) => certificateLookupSchema.safeParse({ name: 'Asha', roll: 'DDS1', dob });
  const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it.each(['2004-05-14', '2000-02-29', '1900-01-01', isoDay(-1)])('accepts %s', (dob) => {
    expect(parse(dob).success).toBe(true);
  });
  it.each([
    '2000-13-45',
    '0000-00-00',
    '2001-02-29',
    '1900-02-29',
    '2004-04-31',
    '2004-00-10',
    '2004-05-00',
    isoDay(3),
    '2999-01-01',
  ])('refuses %s: not a real date in the past', (dob) => {
    expect(firstMessage(parse(dob))).toBe('Date of birth must be a real date in the past');
  });
  it('refuses years before 1900', () => {
    expect(firstMessage(parse('1899-12-31'))).toBe('Date of birth must be in 1900 or later');
  });
  it('still asks for the YYYY-MM-DD form first', () => {
    expect(firstMessage(parse('2004-5-14'))).toBe('Date of birth must be a date (YYYY-MM-DD)');
    expect(firstMessage(parse('2004-05-14\u0000'))).toBe('Date of birth must be a date (YYYY-MM-DD)');
  });
  it('isRealPastDate answers for a given day', () => {
    const now = new Date('2024-06-01T12:00:00Z');
    expect(isRealPastDate('2024-06-01', now)).toBe(true);
    expect(isRealPastDate('2024-06-03', now)).toBe(false);
    expect(isRealPastDate('2023-02-29', now)).toBe(false);
  });
});

test('the plain list of settings fields (what the public site starts from without zod) matches the schema', async () => {
  const { SITE_SETTINGS_FIELD_NAMES } = await import('./site-content-empty');
  const { SITE_SETTINGS_FIELDS } = await import('./site-settings');
  expect([...SITE_SETTINGS_FIELD_NAMES]).toEqual(SITE_SETTINGS_FIELDS);
});
