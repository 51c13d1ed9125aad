import fc from 'fast-check';
import { makePdf, makePng } from '../../src/lib/sample-files';

/**
 * Generated malformed requests against every public endpoint, as plain data so they can be sent
 * over real HTTP (fault test and bench) — wrong shapes, hostile strings, raw bytes with any
 * content type, broken multipart, odd paths and methods, forged cookies.
 */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const JSON_POSTS: Record<string, Record<string, unknown>> = {
  '/api/inquiry/inquiryform': { name: 'A', email: 'a@b.co', phone: '9876543210', course: 'spoken', message: 'm' },
  '/api/admission/admissionform': { name: 'A', email: 'a@b.co', phone: '9876543210', course: 'Python', mode: 'Online' },
  '/api/certificates/lookup': { name: 'A', roll: 'R1', dob: '2000-01-01' },
  '/api/admin/login': { email: 'a@b.co', password: 'not the password' },
};
const POSTS = [...Object.keys(JSON_POSTS), '/api/donation', '/InquiryForm', '/GetInTouch'];
/** GETs anyone may send, plus admin paths that must answer 401 without a session. */
const GET_BASES = [
  '/api/health',
  '/robots.txt',
  '/sitemap.xml',
  '/remotes.json',
  '/',
  '/digital',
  '/remotes/public-site/',
  '/remotes/admin-panel/',
  '/api/certificates/download/',
  '/api/admin/inquiries',
  '/api/admin/counts',
  '/api/admin/me',
  '/api/',
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 200 }),
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
    'constructor',
  ),
  // Invisible and direction-changing characters (docs/security.md), impossible dates.
  fc.constantFrom(
    'Asha\u202Egnp.exe',
    'a\u0007b',
    'x\u200By',
    '\u2066name\u2069',
    'line\r\nbreak',
    '2000-13-45',
    '0000-00-00',
    '9999-12-31',
  ),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
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

const jsonPost = fc.constantFrom(...Object.keys(JSON_POSTS)).chain((path) => {
  const valid = JSON_POSTS[path]!;
  const body = fc.oneof(
    fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, fieldValue])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, fc.oneof(fc.constant(valid[k]), fieldValue)]))),
    fc.anything({ maxDepth: 3 }),
  );
  return body.map((b): FuzzRequest => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(b) ?? 'null'),
  }));
});

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
);
const rawPost = fc
  .tuple(fc.constantFrom(...POSTS), contentType, fc.uint8Array({ maxLength: 3000 }))
  .map(([path, type, bytes]): FuzzRequest => ({
    method: 'POST',
    path,
    headers: type ? { 'content-type': type } : {},
    body: Buffer.from(bytes),
  }));

function multipartBody(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer } | null,
  truncate: number | null,
) {
  const boundary = 'ddsfuzz' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const all = Buffer.concat(parts);
  // A body cut short mid-part: the parser must fail cleanly.
  return {
    body: truncate === null ? all : all.subarray(0, Math.floor(all.length * truncate)),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.from(b)),
  fc.constant(makePng()),
  fc.constant(makePdf('x')),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([makePng().subarray(0, 8), Buffer.from(b)])),
);
const fileName = fc
  .oneof(
    fc.string({ maxLength: 100 }),
    fc.constantFrom('../../../x.png', '..\\..\\x.png', 'é.png', '.png', 'x.png\u0000.exe'),
  )
  .map((n) => n.replace(/["\r\n]/g, '_'));
const donation = fc
  .tuple(
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
    fc.option(fc.double({ min: 0.1, max: 0.95, noNaN: true })),
  )
  .map(([fields, file, cut]): FuzzRequest => {
    const m = multipartBody(fields, file, cut);
    return { method: 'POST', path: '/api/donation', headers: { 'content-type': m.type }, body: m.body };
  });

/** Public forms posted as plain HTML to their pages (before the app loads, or without JavaScript). */
const PAGE_FORM_POSTS: Array<[string, string, Record<string, string>]> = [
  ['/InquiryForm', 'inquiry', { name: 'A', email: 'a@b.co', phone: '9876543210', course: 'spoken', message: 'm' }],
  ['/', 'inquiry', { name: 'A', email: 'a@b.co', phone: '9876543210', course: 'both', message: 'm' }],
  [
    '/AdmissionForm',
    'admission',
    { name: 'A', email: 'a@b.co', phone: '9876543210', course: 'Python', mode: 'Online' },
  ],
  ['/GetInTouch', 'certificate', { name: 'A', roll: 'R1', dob: '2000-01-01' }],
];
const pageFormPost = fc.constantFrom(...PAGE_FORM_POSTS).chain(([path, form, valid]) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.keys(valid).map((k) => [
            k,
            fc.oneof(
              fc.constant(valid[k]!),
              hostileString.map((v) => v.slice(0, 20_000)),
            ),
          ]),
        ),
      ),
      fc.oneof(
        fc.constant(form),
        hostileString.map((v) => v.slice(0, 100)),
      ),
      fc.constantFrom(undefined, 'null', 'https://evil.example'),
    )
    .map(([fields, formName, origin]): FuzzRequest => ({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      body: Buffer.from(new URLSearchParams({ ...fields, _form: formName }).toString()),
    })),
);

// Paths stay legal for an HTTP request line: random text is percent-encoded, then a few raw oddities added.
const pathTail = fc.oneof(
  fc.string({ maxLength: 200 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%zz',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '../../package.json',
    '%2e%2e/%2e%2e/',
    'a?b=%ff',
    '?page=-1&pageSize=1e9',
    '?q=%27%20or%201=1',
  ),
);
const oddGet = fc
  .tuple(
    fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'),
    fc.constantFrom(...GET_BASES),
    pathTail,
    fc.option(hostileString.map((s) => encodeURIComponent(s.slice(0, 500)))),
  )
  .map(([method, base, tail, cookie]): FuzzRequest => ({
    method,
    path: base + tail,
    headers: cookie === null ? {} : { cookie: `dds_session=${cookie}` },
  }));

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(jsonPost, rawPost, donation, pageFormPost, oddGet);

/** `count` requests, reproducible from `seed`. */
export function sampleFuzzRequests(count: number, seed: number): FuzzRequest[] {
  return fc.sample(fuzzRequest, { numRuns: count, seed });
}
