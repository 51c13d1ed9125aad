import { ACCOUNT_PATHS } from '@dds/shared/src/schemas/account';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';
import { addLoggedInAdmin, logInAs } from '../../../test/support/admin-test-users';

// The password change is limited like the login (RATE_LIMIT_LOGIN_PER_15_MIN), but per account:
// an outside test sent 10 anonymous POSTs and a signed-in admin behind the same address (an office
// NAT) got 429, whose text said "wait a minute" while Retry-After said 900 seconds
// (docs/decisions/011-query-input-login-device-and-xlsx.md).

const LIMIT = 10;
const SAME_ADDRESS = '203.0.113.9';
const tooShort = { currentPassword: 'whatever it is', newPassword: 'short' }; // a 400 that is still an attempt

/** The wait the message names must be the wait Retry-After names, rounded up to whole minutes. */
function expectMessageMatchesRetryAfter(res: { headers: Record<string, unknown>; json(): { message: string } }) {
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(60);
  const minutes = Math.ceil(seconds / 60);
  expect(res.json().message).toBe(`Too many password change attempts. Please wait ${minutes} minutes and try again.`);
}

describeEachDialect(
  'password change limit: per account, with a message that matches Retry-After',
  (t) => {
    const post = (cookie: string | undefined, payload: object = tooShort) =>
      t().app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.password,
        remoteAddress: SAME_ADDRESS,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload,
      });

    it('refuses anonymous calls with 401 without counting them against the address', async () => {
      const anonymous = await Promise.all(Array.from({ length: 3 * LIMIT }, () => post(undefined)));
      expect(anonymous.map((r) => r.statusCode)).toEqual(Array(3 * LIMIT).fill(401));
      const admin = await addLoggedInAdmin(t(), 'staff');
      const res = await post(admin.cookie);
      expect(res.statusCode).toBe(400); // its own answer (the new password is too short), not 429
    });

    it('counts one account at most LIMIT times in a window, parallel calls included', async () => {
      const admin = await addLoggedInAdmin(t(), 'owner');
      const answers = await Promise.all(Array.from({ length: LIMIT + 5 }, () => post(admin.cookie)));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array(LIMIT).fill(400), ...Array(5).fill(429)]);
      for (const res of answers.filter((r) => r.statusCode === 429)) expectMessageMatchesRetryAfter(res);
      // Another account behind the same address is not affected.
      const colleague = await addLoggedInAdmin(t(), 'staff');
      expect((await post(colleague.cookie)).statusCode).toBe(400);
    });

    it("counts the account's other sessions with it (a second browser does not get a second allowance)", async () => {
      const admin = await addLoggedInAdmin(t(), 'staff');
      for (let i = 0; i < LIMIT; i += 1) expect((await post(admin.cookie)).statusCode).toBe(400);
      const secondBrowser = await logInAs(t(), admin.email, admin.password);
      const res = await post(secondBrowser);
      expect(res.statusCode).toBe(429);
      expectMessageMatchesRetryAfter(res);
    });

    it("keeps the public forms' one-minute wait in words and in Retry-After", async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t().app.inject({
            method: 'POST',
            url: '/api/inquiry/inquiryform',
            remoteAddress: '198.51.100.200',
            payload: validInquiry(),
          }),
        ),
      );
      const limited = answers.find((r) => r.statusCode === 429)!;
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limited.json().message).toBe(
        'Too many submissions from your connection. Please wait a minute and try again.',
      );
    });
  },
  { rateLimitLoginPer15Min: LIMIT, rateLimitFormsPerMin: 2 },
);
