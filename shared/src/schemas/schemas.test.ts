import { ADMISSION_COURSES, admissionInputSchema } from './admission';
import { formatAmount, formatDonationMessage } from './donation';
import { INQUIRY_COURSES, inquiryInputSchema } from './inquiry';
import { certificateLookupSchema } from './certificate';

const inquiry = { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', course: 'spoken', message: 'Evening batch?' };
const admission = { name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', course: 'Tally + GST', mode: 'Offline' };

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
