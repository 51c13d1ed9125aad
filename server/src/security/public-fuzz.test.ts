import fc from 'fast-check';
import { multipart, startTestApp, type TestApp } from '../../test/support/test-app';
import { makePdf, makePng, validAdmission, validInquiry } from '../../test/support/fixtures';

/**
 * Property: whatever a stranger throws at a public endpoint — malformed JSON, wrong types,
 * oversized fields, odd content types, hostile file names — the answer is never a 5xx and is
 * always JSON with a message (except successes). Run counts are modest to keep the suite fast;
 * together they still send a few thousand requests.
 */
describe('public endpoints under fuzzing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const RUNS = 250;
  const JSON_ENDPOINTS = [
    '/api/inquiry/inquiryform',
    '/api/admission/admissionform',
    '/api/certificates/lookup',
    '/api/admin/login',
    '/api/sign-in/setup',
    '/api/sign-in/reset-password',
  ];

  const hostileString = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom(
      '',
      ' ',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%00',
      '\u0000',
      '=cmd|"/c calc"!A1',
      '__proto__',
    ),
    fc.integer({ min: 1000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  );
  const fieldValue = fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 2 }),
  );
  const bodyFor = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, fieldValue])), { requiredKeys: [] }),
      fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, fc.oneof(fc.constant(valid[k]), fieldValue)]))),
      fc.anything({ maxDepth: 3 }),
    );

  const expectSafe = (status: number, body: string) => {
    expect(status).toBeLessThan(500);
    if (status >= 400) expect(JSON.parse(body)).toEqual(expect.objectContaining({ message: expect.any(String) }));
  };

  it.each(JSON_ENDPOINTS)('%s: JSON bodies of any shape never cause a 5xx', async (url) => {
    const valid = url.includes('inquiry')
      ? validInquiry()
      : url.includes('admission')
        ? validAdmission()
        : url.includes('lookup')
          ? { name: 'A', roll: 'R', dob: '2000-01-01' }
          : url.endsWith('/setup')
            ? { code: 'ABCD-EFGH-JKMN', email: 'a@b.co', password: 'long enough password' }
            : url.endsWith('/reset-password')
              ? { token: 'a'.repeat(43), password: 'long enough password' }
              : { email: 'a@b.co', password: 'x' };
    await fc.assert(
      fc.asyncProperty(bodyFor(valid), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        });
        expectSafe(res.statusCode, res.body);
      }),
      { numRuns: RUNS },
    );
  });

  it('raw bytes with any content type never cause a 5xx', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ENDPOINTS, '/api/donation'),
        contentType,
        fc.uint8Array({ maxLength: 2000 }),
        async (url, type, bytes) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: type ? { 'content-type': type } : {},
            payload: Buffer.from(bytes),
          });
          expectSafe(res.statusCode, res.body);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('donation multipart with hostile names, fields and file bytes never causes a 5xx', async () => {
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.from(b)),
      fc.constant(makePng()),
      fc.constant(makePdf('x')),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([makePng().subarray(0, 8), Buffer.from(b)])),
    );
    const fileName = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.constantFrom('../../../x.png', '..\\..\\x.png', 'a\r\nb.png', 'é.png', '.png', 'x.png\u0000.exe'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('name', 'email', 'website', 'other', '__proto__'),
          hostileString.map((s) => s.slice(0, 20_000)),
          { maxKeys: 4 },
        ),
        fc.option(
          fc.record({
            field: fc.constantFrom('screenshot', 'file', 'x'),
            name: fileName,
            type: fc.constantFrom('image/png', 'application/pdf', 'text/html'),
            data: fileBytes,
          }),
        ),
        async (fields, file) => {
          const safeName = file ? { ...file, name: file.name.replace(/["\r\n]/g, '_') } : undefined;
          const m = multipart(fields, safeName ?? undefined);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/donation',
            payload: m.payload,
            headers: m.headers,
          });
          expectSafe(res.statusCode, res.body);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('download tokens and unknown paths of any spelling never cause a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (token) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/certificates/download/${encodeURIComponent(token)}`,
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
