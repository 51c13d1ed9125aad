import { ADMIN, describeEachDialect } from '../../../test/support/test-app';
import { hashPassword } from '../../security/password';
import { upsertAdmin } from './admin-user.repository';
import { listen, postLogin, statusCounts, type LoginAnswer } from './login-http-client';

// Pen-test docs/security.md. Real parallel HTTP; client addresses come from X-Forwarded-For
// (the test proxy is 127.0.0.1).
const LIMIT = 10;
const settings = { trustProxy: ['127.0.0.1'], rateLimitLoginPer15Min: LIMIT };
const wrong = (i: number) => ({ ...ADMIN, password: `wrong-password-${i}` });

function expectRefusedWithRetryAfter(answer: LoginAnswer) {
  expect(answer.status).toBe(429);
  expect(answer.message).toMatch(/too many login attempts/i);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describeEachDialect(
  'login limit, parallel attempts from one address',
  (t) => {
    it('verifies at most the limit when 30 attempts arrive at once; the rest get 429 + Retry-After', async () => {
      const base = await listen(t().app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => postLogin(base, wrong(i), { ip: '203.0.113.1' })),
      );
      expect(statusCounts(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
      answers.filter((a) => a.status === 429).forEach(expectRefusedWithRetryAfter);
      // The window is spent: even the right password is not tried from this address now.
      expectRefusedWithRetryAfter(await postLogin(base, ADMIN, { ip: '203.0.113.1' }));
    });
  },
  settings,
);

describeEachDialect(
  'login limit, parallel attempts from many addresses against one account',
  (t) => {
    it('verifies at most the limit for the account when 30 addresses guess at once', async () => {
      const base = await listen(t().app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => postLogin(base, wrong(i), { ip: `198.51.100.${i + 1}` })),
      );
      expect(statusCounts(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
      answers.filter((a) => a.status === 429).forEach(expectRefusedWithRetryAfter);
    });
  },
  settings,
);

describeEachDialect(
  'login lockout does not lock the owner out (device cookie)',
  (t) => {
    let base: string;
    let device: string;
    let deviceLine: string;

    beforeAll(async () => {
      base = await listen(t().app);
      // The owner logged in earlier from this browser and keeps its device cookie.
      const earlier = await postLogin(base, ADMIN, { ip: '192.0.2.10' });
      expect(earlier.status).toBe(200);
      device = earlier.cookies.dds_device!;
      deviceLine = earlier.setCookie.find((line) => line.startsWith('dds_device=') && !line.includes('Max-Age=0'))!;
      expect(device).toBeDefined();
    });

    it('sets the device cookie HttpOnly, SameSite=Strict, sent to both logins (Path=/)', () => {
      expect(device).toMatch(/^dds_device=[A-Za-z0-9_.-]{40,}$/);
      const attributes = deviceLine
        .split(';')
        .slice(1)
        .map((a) => a.trim());
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
      expect(attributes.some((a) => /^Max-Age=\d+$/.test(a))).toBe(true);
    });

    it('lets the owner in with the right password while ten addresses keep the account locked', async () => {
      for (let i = 0; i < LIMIT; i += 1)
        expect((await postLogin(base, wrong(i), { ip: `198.51.100.${i + 1}` })).status).toBe(401);
      // A fresh client (no device cookie, an address that never failed) is refused with Retry-After.
      expectRefusedWithRetryAfter(await postLogin(base, ADMIN, { ip: '203.0.113.50' }));
      // The owner's browser, even from a new address, gets in.
      const owner = await postLogin(base, ADMIN, { ip: '203.0.113.77', cookie: device });
      expect(owner.status).toBe(200);
      expect(owner.cookies.dds_session).toBeDefined();
    });

    it('ignores a device cookie that was altered or belongs to another account', async () => {
      const [name, value] = device.split('=') as [string, string];
      const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
      expectRefusedWithRetryAfter(await postLogin(base, ADMIN, { ip: '203.0.113.51', cookie: altered }));

      const other = { email: 'other@dds.test', password: 'another long passphrase' };
      await upsertAdmin(t().database.db, other.email, await hashPassword(other.password, t().config.scryptLog2N));
      const otherLogin = await postLogin(base, other, { ip: '203.0.113.52' });
      expect(otherLogin.status).toBe(200);
      expectRefusedWithRetryAfter(
        await postLogin(base, ADMIN, { ip: '203.0.113.52', cookie: otherLogin.cookies.dds_device! }),
      );
    });

    it('limits guesses through a device cookie with its own counter', async () => {
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await postLogin(base, wrong(i), { ip: `192.0.2.${100 + i}`, cookie: device })).status).toBe(401);
      }
      expectRefusedWithRetryAfter(await postLogin(base, ADMIN, { ip: '192.0.2.200', cookie: device }));
    });
  },
  settings,
);
