/**
 * The production server behind Debian's nginx running deploy/nginx/dds.conf (TLS with a certificate
 * made for this run), configured as README's Deploy section says: PUBLIC_ORIGIN=https://…, TRUST_PROXY=1.
 */
import https from 'node:https';
import { logInThroughScreen } from '../tests/admin-helpers';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { PROXY } from '../support/proxy-env';

test.beforeAll(() => {
  if (!PROXY.nginx) throw new Error('nginx is not installed (Debian: apt-get install -y nginx), or set NGINX_PATH');
});

/** The app's certificate limit (shared/src/constants.ts MAX_CERTIFICATE_BYTES): 10 MB. */
const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;

/** A JSON POST through the proxy from a chosen loopback address (another "visitor" on this machine). */
function postFrom(
  localAddress: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: PROXY.httpsPort,
        path,
        method: 'POST',
        localAddress,
        rejectUnauthorized: false, // this run's self-signed certificate
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test('the public site loads over HTTPS through nginx, with HSTS on every answer', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English & Computer Skills');
  expect(page.url()).toBe(`${PROXY.origin}/`);
  expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(response?.headers()['server']).toBe('nginx'); // server_tokens off: no version
  const api = await request.get('/api/health');
  expect(api.ok()).toBe(true);
  expect(api.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
});

test('plain http:// on the proxy answers with a permanent redirect to https://', async ({ request }) => {
  const answer = await request.get(`http://localhost:${PROXY.httpPort}/courses?from=poster`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  // $host without a port: in production the HTTPS side is 443.
  expect(answer.headers()['location']).toBe('https://localhost/courses?from=poster');
});

test('admin login through the screen sets a Secure, HttpOnly, SameSite=Strict session cookie', async ({
  page,
  context,
}) => {
  const loginAnswer = page.waitForResponse(
    (r) => r.url() === `${PROXY.origin}/api/admin/login` && r.request().method() === 'POST',
  );
  await logInThroughScreen(page);
  const setCookie = (await (await loginAnswer).headerValue('set-cookie')) ?? '';
  const session = setCookie.split('\n').find((c) => c.startsWith('dds_session='));
  expect(session, setCookie).toBeDefined();
  const attributes = session!.split(';').map((a) => a.trim().toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict']));
  const stored = (await context.cookies()).find((c) => c.name === 'dds_session');
  expect(stored).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
});

test('a cross-site POST to an admin route is refused, the same request from the site is not', async ({ page }) => {
  await logInThroughScreen(page);
  const evil = await page.request.post('/api/admin/logout', { headers: { Origin: 'https://evil.example' } });
  expect(evil.status()).toBe(403);
  expect((await page.request.get('/api/admin/me')).status()).toBe(200); // still logged in
  const own = await page.request.post('/api/admin/logout', { headers: { Origin: PROXY.origin } });
  expect(own.status()).toBe(204);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
});

test('form limits count per real client: X-Forwarded-For written by the client buys no extra allowance', async () => {
  const inquiry = {
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '9876543210',
    course: 'spoken',
    message: 'Evening batch?',
  };
  // One visitor (127.0.0.2) claims a new address with every request; nginx overwrites the header
  // and the app trusts that one hop, so all of them count against 127.0.0.2.
  for (let i = 1; i <= PROXY.formsPerMinute; i++) {
    expect(
      await postFrom('127.0.0.2', '/api/inquiry/inquiryform', inquiry, { 'x-forwarded-for': `203.0.113.${i}` }),
    ).toBe(200);
  }
  expect(await postFrom('127.0.0.2', '/api/inquiry/inquiryform', inquiry, { 'x-forwarded-for': '198.51.100.7' })).toBe(
    429,
  );
  // Another visitor (127.0.0.3) still has its own allowance: the limit is per client, not global.
  expect(await postFrom('127.0.0.3', '/api/inquiry/inquiryform', inquiry)).toBe(200);
});

test('a 10 MB certificate PDF goes through the proxy and comes back byte-identical', async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: ADMIN, headers: { Origin: PROXY.origin } });
  expect(login.ok(), await login.text()).toBe(true);
  // The largest file the app accepts: client_max_body_size must leave room for it and the framing.
  const pdf = Buffer.alloc(MAX_CERTIFICATE_BYTES, 0x20);
  pdf.write('%PDF-1.4\n%', 0, 'latin1');
  for (let i = 16; i < pdf.length; i += 4093) pdf[i] = i % 251; // not one long run of spaces
  const upload = await request.post('/api/certificates/upload', {
    headers: { Origin: PROXY.origin },
    multipart: {
      name: 'Large Upload',
      roll: 'DDS2026010',
      dob: '2004-05-14',
      file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
    timeout: 60_000,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const list = (await (await request.get('/api/admin/certificates')).json()) as Array<{ id: number; roll: string }>;
  const id = list.find((c) => c.roll === 'DDS2026010')!.id;
  const file = await request.get(`/api/admin/certificates/${id}/file`);
  expect(file.status()).toBe(200);
  expect((await file.body()).equals(pdf)).toBe(true);
});
