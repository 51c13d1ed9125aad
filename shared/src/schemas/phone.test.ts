import { admissionInputSchema } from './admission';
import { inquiryInputSchema } from './inquiry';
import { INDIAN_MOBILE_PATTERN, indianMobile, MOBILE_PHONE_MESSAGE } from './phone';

// docs/decisions/018-phones-and-leads.md: one stored form for every way a mobile is typed.
const SHAPES = ['9876512345', '98765 12345', '+91-98765-12345', '098765 12345', '(+91) 98765 12345', '91 98765 12345', '0091 98765 12345', '+91 98765-12345', ' 98765.12345 '];
const NOT_MOBILES = ['12', '', '0123456789', '+91 12345 67890', '98765123456', '987651234', '+1 415 555 0100', '98765 1234O', '+91 +91 98765 12345', '9876512345 ext 2'];

describe('Indian mobile numbers', () => {
  it.each(SHAPES)('%j is stored as +91 98765 12345', (typed) => {
    expect(indianMobile(typed)).toBe('+91 98765 12345');
  });

  it('a ten-digit mobile that starts with 91 is that number, not +91 and eight digits', () => {
    expect(indianMobile('9198765432')).toBe('+91 91987 65432');
  });

  it.each(NOT_MOBILES)('%j is not a mobile number', (typed) => {
    expect(indianMobile(typed)).toBeUndefined();
  });

  it('the browser pattern (v flag, anchored) accepts exactly what indianMobile accepts', () => {
    const browser = new RegExp(`^(?:${INDIAN_MOBILE_PATTERN})$`, 'v');
    for (const typed of [...SHAPES, '9198765432']) expect([typed, browser.test(typed)]).toEqual([typed, true]);
    for (const typed of NOT_MOBILES.filter(Boolean)) expect([typed, browser.test(typed)]).toEqual([typed, false]);
  });
});

describe('the inquiry and admission schemas store one form', () => {
  const inquiry = { name: 'Asha', email: 'asha@example.com', course: 'spoken', message: 'Fees?' };
  const admission = { name: 'Asha', email: 'asha@example.com', course: 'Tally + GST', mode: 'Offline' };

  it.each(SHAPES)('%j', (phone) => {
    expect(inquiryInputSchema.parse({ ...inquiry, phone }).phone).toBe('+91 98765 12345');
    expect(admissionInputSchema.parse({ ...admission, phone }).phone).toBe('+91 98765 12345');
  });

  it.each(['12', '0123456789', '+1 415 555 0100'])('%j is refused with one plain message', (phone) => {
    for (const schema of [inquiryInputSchema, admissionInputSchema]) {
      const result = schema.safeParse({ ...(schema === inquiryInputSchema ? inquiry : admission), phone });
      expect(result.success).toBe(false);
      expect(result.error!.issues.find((i) => i.path[0] === 'phone')?.message).toBe(MOBILE_PHONE_MESSAGE);
    }
  });
});
