import { describeEachDialect, multipart, ORIGIN } from '../../test/support/test-app';
import { makePdf, makePng, validAdmission, validInquiry } from '../../test/support/fixtures';

/**
 * docs/security.md: the server refuses, through the shared schemas, text with hidden or
 * direction-changing characters and impossible dates of birth, and stores nothing for them.
 * Accepted text is stored the way the admin will read it (NFC, LF line breaks).
 */
describeEachDialect('input hygiene', (t) => {
  const RLO = '\u202E'; // right-to-left override: "\u202EamreV ahsA" is drawn as "Asha Verma"
  const json = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method, url, payload, headers });
  const adminList = async (name: string) => {
    const cookie = await t().login();
    return (await t().app.inject({ method: 'GET', url: `/api/admin/${name}`, headers: { cookie } })).json() as Record<
      string,
      unknown
    >[];
  };

  describe('public inquiry form', () => {
    const post = (over: Record<string, unknown>) => json('POST', '/api/inquiry/inquiryform', validInquiry(over));

    it.each([
      [
        'a right-to-left override in the name',
        { name: `${RLO}amreV ahsA` },
        'Full name contains characters that are not allowed',
      ],
      ['a null byte in the name', { name: 'Asha\u0000Verma' }, 'Full name contains characters that are not allowed'],
      [
        'an escape sequence in the message',
        { message: 'Hi \u001B[31mred' },
        'Message contains characters that are not allowed',
      ],
      ['letters in the phone', { phone: '98765 call me' }, 'Phone may contain only digits, spaces, +, -, ( and )'],
      [
        'a hidden character in the e-mail',
        { email: 'asha\u200B@example.com' },
        'Email contains characters that are not allowed',
      ],
    ])('refuses %s with 400 and a clear message, storing nothing', async (_what, over, message) => {
      const before = (await adminList('inquiries')).length;
      const res = await post({ ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await adminList('inquiries')).toHaveLength(before);
    });

    it('stores Devanagari names as typed, names in NFC, and messages with LF line breaks', async () => {
      expect(
        (await post({ name: 'राहुल शर्मा', phone: '+91 (98765) 43210', message: 'Line one\r\nLine two' })).statusCode,
      ).toBe(200);
      expect((await post({ name: "Jose\u0301 D'Souza-Rao" })).statusCode).toBe(200);
      const rows = await adminList('inquiries');
      expect(rows.find((r) => r.name === 'राहुल शर्मा')).toMatchObject({
        phone: '9876543210',
        message: 'Line one\nLine two',
      });
      expect(rows.some((r) => r.name === "José D'Souza-Rao")).toBe(true);
    });

    it('refuses control characters in the notes the admin types, and keeps line breaks', async () => {
      await post({ name: 'Notes Hygiene' });
      const cookie = await t().login();
      const row = (await adminList('inquiries')).find((r) => r.name === 'Notes Hygiene')!;
      const patch = (notes: string) =>
        json('PATCH', `/api/admin/inquiries/${row.id}`, { notes }, { cookie, origin: ORIGIN });
      const bad = await patch('Called\u0007 twice');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Notes contain characters that are not allowed');
      const good = await patch('Called\r\n\tno answer');
      expect(good.json()).toMatchObject({ notes: 'Called\n\tno answer' });
    });
  });

  describe('public admission form', () => {
    const post = (over: Record<string, unknown>) => json('POST', '/api/admission/admissionform', validAdmission(over));

    it.each([
      [
        'a direction override in the name',
        { name: `Ravi ${RLO}ramuK` },
        'Name contains characters that are not allowed',
      ],
      [
        'a bidi isolate in the name',
        { name: 'Ravi\u2066Kumar\u2069' },
        'Name contains characters that are not allowed',
      ],
      ['a null byte in the phone', { phone: '912345678\u0000' }, 'Phone must be exactly 10 digits'],
      ['Devanagari digits in the phone', { phone: '९१२३४५६७८०' }, 'Phone must be exactly 10 digits'],
    ])('refuses %s with 400', async (_what, over, message) => {
      const res = await post(over);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('public donation form', () => {
    const donate = (fields: Record<string, string>) =>
      t().app.inject({
        method: 'POST',
        url: '/api/donation',
        ...multipart(fields, { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() }),
      });

    it('refuses a name with a null byte or direction override', async () => {
      for (const name of ['Meera\u0000Devi', `${RLO}iveD areeM`]) {
        const res = await donate({ name, email: 'meera@example.com' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Name contains characters that are not allowed' });
      }
    });

    it('refuses hidden characters in the message and UPI reference the admin types', async () => {
      expect((await donate({ name: 'Donation Hygiene', email: 'dh@example.com' })).statusCode).toBe(200);
      const cookie = await t().login();
      const row = (await adminList('donations')).find((r) => r.name === 'Donation Hygiene')!;
      const patch = (payload: object) =>
        json('PATCH', `/api/admin/donations/${row.id}`, payload, { cookie, origin: ORIGIN });
      const badMessage = await patch({ message: `For ${RLO}skoob` });
      expect(badMessage.statusCode).toBe(400);
      expect(badMessage.json().message).toBe('Message contains characters that are not allowed');
      const badUpi = await patch({ upiReference: 'UPI\u0000123' });
      expect(badUpi.statusCode).toBe(400);
      expect(badUpi.json().message).toMatch(/UPI reference contains characters that are not allowed/);
      expect((await patch({ message: 'For books\r\nand bags', upiReference: 'UPI123' })).json()).toMatchObject({
        message: 'For books\nand bags',
        upiReference: 'UPI123',
      });
    });
  });

  describe('certificates', () => {
    const upload = async (fields: Record<string, string>) => {
      const cookie = await t().login();
      const m = multipart(fields, {
        field: 'file',
        name: 'c.pdf',
        type: 'application/pdf',
        data: makePdf('Certificate'),
      });
      return t().app.inject({
        method: 'POST',
        url: '/api/certificates/upload',
        payload: m.payload,
        headers: { ...m.headers, origin: ORIGIN, cookie },
      });
    };
    const valid = { name: 'Hygiene Student', roll: 'DDS/2024-015', dob: '2004-05-14' };

    it.each([
      ['2000-13-45', 'Date of birth must be a real date in the past'],
      ['0000-00-00', 'Date of birth must be a real date in the past'],
      ['2001-02-29', 'Date of birth must be a real date in the past'],
      ['2999-01-01', 'Date of birth must be a real date in the past'],
      ['1850-01-01', 'Date of birth must be in 1900 or later'],
    ])('upload refuses the date of birth %s', async (dob, message) => {
      const res = await upload({ ...valid, dob });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it.each([
      ['name', { name: `Hygiene ${RLO}tnedutS` }, 'Name contains characters that are not allowed'],
      ['roll', { roll: 'DDS\u00002024' }, 'Roll number may contain only letters, digits, spaces and - / .'],
      ['roll', { roll: 'DDS_<b>' }, 'Roll number may contain only letters, digits, spaces and - / .'],
    ])('upload refuses a bad %s', async (_field, over, message) => {
      const res = await upload({ ...valid, ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('upload accepts a Devanagari name and a roll with / and -, and the lookup finds it', async () => {
      expect((await upload({ ...valid, name: 'प्रिया वर्मा' })).statusCode).toBe(200);
      const found = await json('POST', '/api/certificates/lookup', {
        name: 'प्रिया वर्मा',
        roll: 'DDS/2024-015',
        dob: '2004-05-14',
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().name).toBe('प्रिया वर्मा');
    });

    it('lookup answers 400 (not "no match") for an impossible date of birth', async () => {
      const res = await json('POST', '/api/certificates/lookup', { ...valid, dob: '0000-00-00' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch('Date of birth must be a real date in the past');
    });
  });

  it('login refuses an e-mail with hidden characters with 400', async () => {
    const res = await json(
      'POST',
      '/api/admin/login',
      { email: 'admin@dds.test\u0000', password: 'x' },
      { origin: ORIGIN },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email contains characters that are not allowed' });
  });
});
