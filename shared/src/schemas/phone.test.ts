import { admissionInputSchema } from './admission';
import { inquiryInputSchema } from './inquiry';
import { needsPhoneCheck, showPhone, storedPhone, tenDigits } from './phone';

// docs/decisions/018-phones-and-leads.md: an Indian number is stored as its ten digits however typed.
const SHAPES = [
  '9876512345',
  '98765 12345',
  '+91-98765-12345',
  '098765 12345',
  '(+91) 98765 12345',
  '91 98765 12345',
  '0091 98765 12345',
  '+91 98765-12345',
  ' 98765.12345 ',
];

describe('Indian numbers', () => {
  it.each(SHAPES)('%j is stored as 9876512345 and shown as 98765 12345', (typed) => {
    expect(storedPhone(typed)).toBe('9876512345');
    expect(showPhone(storedPhone(typed))).toBe('98765 12345');
    expect(needsPhoneCheck(storedPhone(typed))).toBe(false);
  });

  it('any ten digits (docs/contract.md §3 admission: "exactly 10 digits"), not only a mobile range', () => {
    expect(tenDigits('1234567890')).toBe('1234567890');
    expect(tenDigits('+91 12345 67890')).toBe('1234567890');
  });

  it('a ten-digit number that starts with 91 or 0 is that number, not a prefix and fewer digits', () => {
    expect(storedPhone('9198765432')).toBe('9198765432');
    expect(storedPhone('0522234567')).toBe('0522234567');
  });

  it('a landline with its trunk 0 and STD code is its ten digits', () => {
    expect(storedPhone('0522 234 5678')).toBe('5222345678');
  });

  it.each(['12', '+1 415 555 0100', '98765123456', '987651234', '9876512345 9415012345'])(
    '%j is kept as typed and flagged for the office',
    (typed) => {
      expect(storedPhone(typed)).toBe(typed);
      expect(showPhone(typed)).toBe(typed);
      expect(needsPhoneCheck(typed)).toBe(true);
    },
  );
});

describe('the inquiry and admission schemas', () => {
  const inquiry = { name: 'Asha', email: 'asha@example.com', course: 'spoken', message: 'Fees?' };
  const admission = { name: 'Asha', email: 'asha@example.com', course: 'Tally + GST', mode: 'Offline' };

  it.each(SHAPES.filter((s) => !s.includes('.')))('%j is stored as ten digits by both', (phone) => {
    expect(inquiryInputSchema.parse({ ...inquiry, phone }).phone).toBe('9876512345');
    expect(admissionInputSchema.parse({ ...admission, phone }).phone).toBe('9876512345');
  });

  it.each(['12', '+1 415 555 0100', '(0141) 234 56'])(
    'the inquiry accepts %j as typed (docs/contract.md §3: no format rule; a refused lead is a lost lead)',
    (phone) => {
      expect(inquiryInputSchema.parse({ ...inquiry, phone }).phone).toBe(phone);
    },
  );

  it.each(['12', '+1 415 555 0100', '98765123456'])('the admission refuses %j: exactly 10 digits', (phone) => {
    const result = admissionInputSchema.safeParse({ ...admission, phone });
    expect(result.error!.issues.find((i) => i.path[0] === 'phone')?.message).toBe('Phone must be exactly 10 digits');
  });
});
