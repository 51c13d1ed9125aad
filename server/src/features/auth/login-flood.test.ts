import fs from 'node:fs';
import path from 'node:path';
import { loginHashGate } from '../../security/hash-gate';
import { ADMIN, describeEachDialect } from '../../../test/support/test-app';
import { listen, postLogin, statusCounts, type LoginAnswer } from './login-http-client';

// Pen-test docs/security.md: a burst of logins must not take every thread that also serves files.
// The password check is held open by the test (instead of timing real hashes), so "while hashes
// are still in flight" is a fact the test controls, not a race it hopes to win.

/** The bound the fix promises: this many hashing at once, this many more waiting their turn. */
const HASHING = 2;
const WAITING = 8;

const mockHashing = { now: 0, peak: 0, hold: Promise.resolve() };
jest.mock('../../security/password', () => {
  const actual = jest.requireActual<typeof import('../../security/password')>('../../security/password');
  return {
    ...actual,
    verifyPassword: async (...args: Parameters<typeof actual.verifyPassword>) => {
      mockHashing.now += 1;
      mockHashing.peak = Math.max(mockHashing.peak, mockHashing.now);
      try {
        await mockHashing.hold;
        return await actual.verifyPassword(...args);
      } finally {
        mockHashing.now -= 1;
      }
    },
  };
});

/** Waits for a condition the server should reach on its own; fails naming it if it never does. */
async function until(what: string, condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const wrong = (i: number) => ({ ...ADMIN, password: `wrong-password-${i}` });

describeEachDialect(
  'login flood',
  (t) => {
    let base: string;
    let release = () => {};

    beforeAll(async () => {
      fs.mkdirSync(t().config.shellDist, { recursive: true });
      fs.writeFileSync(path.join(t().config.shellDist, 'ddslogo.png'), 'png');
      base = await listen(t().app);
    });
    afterEach(() => release());

    function holdHashes() {
      mockHashing.peak = 0;
      mockHashing.hold = new Promise<void>((resolve) => (release = resolve));
    }

    it('hashes at most 2 at once, refuses the excess at once with 503 + Retry-After, and keeps serving files', async () => {
      holdHashes();
      const answered: LoginAnswer[] = [];
      const burst = Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          postLogin(base, wrong(i), { ip: `198.51.100.${i + 1}` }).then((a) => (answered.push(a), a)),
        ),
      );
      // Every attempt beyond the bound is answered while the first hashes are still running.
      await until('the excess attempts are answered', () => answered.length >= 50 - HASHING - WAITING);
      expect(mockHashing.now).toBe(HASHING);
      for (const a of answered) {
        expect(a.status).toBe(503);
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }
      // A static file is served meanwhile.
      const logo = await fetch(`${base}/ddslogo.png`);
      expect([logo.status, await logo.text()]).toEqual([200, 'png']);
      expect(mockHashing.now).toBe(HASHING);

      release();
      const all = await burst;
      expect(statusCounts(all)).toEqual({ 401: HASHING + WAITING, 503: 50 - HASHING - WAITING });
      expect(mockHashing.peak).toBe(HASHING);
      expect([loginHashGate.active, loginHashGate.waiting]).toEqual([0, 0]);
    }, 30_000);

    it('still lets the owner (device cookie) in while a flood fills the queue', async () => {
      const earlier = await postLogin(base, ADMIN, { ip: '192.0.2.10' });
      expect(earlier.status).toBe(200);
      holdHashes();
      const answered: LoginAnswer[] = [];
      const burst = Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postLogin(base, wrong(i), { ip: `203.0.113.${i + 1}` }).then((a) => (answered.push(a), a)),
        ),
      );
      await until('the flood fills the queue', () => answered.length >= 30 - HASHING - WAITING);
      const owner = postLogin(base, ADMIN, { ip: '192.0.2.10', cookie: earlier.cookies.dds_device });
      // The owner's attempt waits its turn (ahead of the flood) instead of being turned away.
      await until('the owner is queued', () => loginHashGate.waiting === WAITING + 1);
      release();
      expect((await owner).status).toBe(200);
      await burst;
      expect(mockHashing.peak).toBe(HASHING);
    }, 30_000);
  },
  { trustProxy: ['127.0.0.1'] },
);
