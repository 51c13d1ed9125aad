import { OWNER_MESSAGES, OWNER_PATHS } from '@dds/shared/src/schemas/owner';
import { ADMIN, sessionCookie, startTestApp, testDialects, type TestApp } from '../../../test/support/test-app';
import { notifyConfig, pause, waitUntil } from '../../../test/support/notify-test-helpers';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../test/support/smtp-test-server';

const SITE = 'https://dds.example';
const headers = { origin: SITE };
const NEW_PASSWORD = 'a brand new passphrase';

const linkIn = (mail: ReceivedMail) => /https:\/\/\S+/.exec(mail.text)?.[0] ?? '';
const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

for (const dialect of testDialects()) {
  describe(`forgot password: a single-use, 30-minute link by e-mail [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let t: TestApp;
    beforeEach(async () => {
      smtp = await startTestSmtpServer();
      t = await startTestApp(dialect, notifyConfig(smtp, { publicOrigin: SITE }));
    });
    afterEach(async () => {
      await t.close();
      await smtp.stop();
    });

    const forgot = (email: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: OWNER_PATHS.forgotPassword,
        headers: { ...headers, ...extra },
        payload: { email },
      });
    const reset = (token: string, password = NEW_PASSWORD) =>
      t.app.inject({ method: 'POST', url: OWNER_PATHS.resetPassword, headers, payload: { token, password } });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email: ADMIN.email, password } });
    const resetMails = () => smtp.received.filter((m) => m.subject === 'Reset your DDS admin password');

    it('answers the same for an admin and a stranger, and only the admin gets a link to this site (never to the Host asked)', async () => {
      const stranger = await forgot('nobody@dds.test');
      const admin = await forgot(ADMIN.email.toUpperCase(), { host: 'evil.example' });
      expect([stranger.statusCode, stranger.json()]).toEqual([200, { message: OWNER_MESSAGES.resetRequested }]);
      expect([admin.statusCode, admin.json()]).toEqual([200, { message: OWNER_MESSAGES.resetRequested }]);

      const [mail] = await smtp.waitFor(1);
      await pause(200); // a second mail, for the stranger, would have arrived by now
      expect(smtp.received).toHaveLength(1);
      expect(mail!.envelope.to).toEqual([ADMIN.email]);
      expect(mail!.text).toMatch(/It works once, for 30 minutes/);
      const link = linkIn(mail!);
      expect(link).toMatch(/^https:\/\/dds\.example\/admin\/reset-password#token=[A-Za-z0-9_-]{43}$/);
      // Only a hash of the token is kept: a copy of the database holds no working link.
      const rows = await t.database.db.selectFrom('password_resets').select(['token_hash', 'expires_at']).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toContain(tokenOf(link));
      const minutes = (Date.parse(rows[0]!.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
    });

    it('the link sets the new password once, ends every session, and says so by e-mail', async () => {
      const before = sessionCookie(await login(ADMIN.password));
      await forgot(ADMIN.email);
      const token = tokenOf(linkIn((await smtp.waitFor(1))[0]!));

      const done = await reset(token);
      expect([done.statusCode, done.json()]).toEqual([200, { message: OWNER_MESSAGES.passwordReset }]);
      expect(done.cookies).toEqual([]); // no automatic login: the admin logs in with the new password
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: before } });
      expect(me.statusCode).toBe(401);
      expect((await login(ADMIN.password)).statusCode).toBe(401);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

      const again = await reset(token, 'yet another passphrase');
      expect([again.statusCode, again.json().message]).toEqual([400, OWNER_MESSAGES.resetLinkInvalid]);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

      const changed = (await smtp.waitFor(2))[1]!;
      expect(changed.subject).toBe('Your DDS admin password was changed');
      expect(changed.envelope.to).toEqual([ADMIN.email]);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'password.%')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['password.reset-request', 'password.reset']);
    });

    it('refuses an expired link, a made-up one, and a common password (which leaves the link usable)', async () => {
      await forgot(ADMIN.email);
      const token = tokenOf(linkIn((await smtp.waitFor(1))[0]!));
      const common = await reset(token, 'password123');
      expect([common.statusCode, common.json().message]).toEqual([400, 'This password is too common. Choose another.']);
      const madeUp = await reset('A'.repeat(43));
      expect([madeUp.statusCode, madeUp.json().message]).toEqual([400, OWNER_MESSAGES.resetLinkInvalid]);
      await t.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const expired = await reset(token);
      expect([expired.statusCode, expired.json().message]).toEqual([400, OWNER_MESSAGES.resetLinkInvalid]);
      expect((await login(ADMIN.password)).statusCode).toBe(200);
    });

    it('a newer link voids nothing, but using one voids the others; at most 3 links per account in 30 minutes', async () => {
      for (let i = 0; i < 5; i++) expect((await forgot(ADMIN.email)).statusCode).toBe(200);
      await smtp.waitFor(3);
      await waitUntil(
        'the requests are handled',
        async () =>
          (
            await t.database.db
              .selectFrom('audit_log')
              .select('id')
              .where('action', '=', 'password.reset-request')
              .execute()
          ).length === 3,
      );
      await pause(200);
      expect(resetMails()).toHaveLength(3);
      const [first, second] = resetMails().map((m) => tokenOf(linkIn(m)));
      expect((await reset(second!)).statusCode).toBe(200);
      expect((await reset(first!, 'yet another passphrase')).statusCode).toBe(400);
    });
  });

  describe(`forgot password without mail settings [${dialect}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { publicOrigin: SITE });
    });
    afterAll(async () => {
      await t.close();
    });

    it('says the server cannot send a link, and whom to ask, instead of pretending one is coming', async () => {
      expect((await t.app.inject({ method: 'GET', url: OWNER_PATHS.signIn })).json()).toEqual({
        setupNeeded: false,
        passwordReset: false,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: OWNER_PATHS.forgotPassword,
        headers,
        payload: { email: ADMIN.email },
      });
      expect([res.statusCode, res.json().message]).toEqual([503, OWNER_MESSAGES.resetUnavailable]);
    });
  });
}

describe('forgot password: requests per client address are limited', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp('sqlite', notifyConfig(smtp, { publicOrigin: SITE, rateLimitLoginPer15Min: 3 }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('the 4th request in 15 minutes from one address is refused with when to try again', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: OWNER_PATHS.forgotPassword,
            headers,
            payload: { email: `x${i}@dds.test` },
          })
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
