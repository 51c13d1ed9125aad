import fs from 'node:fs';
import path from 'node:path';
import { CookieJar } from '../../../test/support/cookie-jar';
import { ADMIN, ORIGIN, describeEachDialect, type TestApp } from '../../../test/support/test-app';
import { hashPassword } from '../../security/password';
import { upsertAdmin } from './admin-user.repository';
import { deviceToken, newDeviceId } from './device-cookie';

// During a stranger's lock-out the owner's trusted browser must get in through both logins: the
// panel's JSON login and the plain HTML form of the server's /admin login screen (no JavaScript
// yet). The device cookie used to be Path=/api/admin/login, so the browser never sent it with the
// form's POST /admin (docs/decisions/011-query-input-login-device-and-xlsx.md).

const LIMIT = 10;

function writeShell(t: TestApp) {
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(
    path.join(t.config.shellDist, 'index.html'),
    '<!doctype html><html><head><title>DDS</title></head><body><div id="root"></div></body></html>',
  );
}

describeEachDialect(
  'device cookie and the plain-form login during a lock-out',
  (t) => {
    let client = 0;
    const nextIp = () => `198.51.100.${++client}`;
    const jsonLogin = (body: object, cookie = '', ip = nextIp()) =>
      t().app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: ip,
        headers: { origin: ORIGIN, cookie },
        payload: body,
      });
    const formLogin = (body: Record<string, string>, cookie: string, url = '/admin/inquiries') =>
      t().app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    // Each test locks its own account: a lock-out lasts the whole window.
    let accounts = 0;
    async function newAccount() {
      const account = { email: `owner${++accounts}@dds.test`, password: ADMIN.password };
      await upsertAdmin(t().database.db, account.email, await hashPassword(account.password, t().config.scryptLog2N));
      return account;
    }
    async function lockOut(account: { email: string }) {
      for (let i = 0; i < LIMIT; i += 1)
        expect((await jsonLogin({ email: account.email, password: `wrong-password-${i}` })).statusCode).toBe(401);
      expect((await jsonLogin({ ...account, password: ADMIN.password })).statusCode).toBe(429); // a browser the account does not know
    }

    beforeAll(() => writeShell(t()));

    it('lets the trusted browser in through the no-JavaScript form while strangers keep the account locked', async () => {
      const owner = await newAccount();
      const browser = new CookieJar();
      browser.store((await formLogin(owner, '')).headers['set-cookie']); // an earlier login, by the form
      await lockOut(owner);

      const res = await formLogin(owner, browser.header('/admin/inquiries'));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/inquiries');
      expect(res.cookies.find((c) => c.name === 'dds_session')?.value).toBeTruthy();
      // The JSON login from the same browser works too.
      expect((await jsonLogin(owner, browser.header('/api/admin/login'))).statusCode).toBe(200);
    });

    it('sets the cookie for both logins and nothing weaker: Path=/, HttpOnly, SameSite=Strict', async () => {
      const res = await jsonLogin(await newAccount());
      const line = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((l) => l.startsWith('dds_device=') && !/Max-Age=0/.test(l))!;
      const attributes = line.split(';').map((a) => a.trim());
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
      expect(attributes.some((a) => /^Max-Age=\d{6,}$/.test(a))).toBe(true);
    });

    it('trusts a cookie a browser still holds at the old path, and moves it to the new one at the JSON login', async () => {
      const owner = await newAccount();
      const browser = new CookieJar();
      const oldToken = deviceToken(t().config.sessionSecret, owner.email, newDeviceId());
      browser.store(`dds_device=${oldToken}; Path=/api/admin/login; HttpOnly; SameSite=Strict; Max-Age=7776000`);
      expect(browser.header('/admin')).toBe(''); // what the outside test saw: the form never gets it
      await lockOut(owner);

      const res = await jsonLogin(owner, browser.header('/api/admin/login'));
      expect(res.statusCode).toBe(200);
      browser.store(res.headers['set-cookie']);
      // The old-path cookie is expired (so the browser sends one device cookie, not two) and the same
      // device now holds the new one, which the form's POST /admin carries.
      expect(browser.paths('dds_device')).toEqual(['/']);
      expect(browser.header('/admin')).toContain(`dds_device=${oldToken.split('.')[0]}.`);
      expect((await formLogin(owner, browser.header('/admin'))).statusCode).toBe(303);
    });

    it('reads the trusted cookie whichever order two device cookies arrive in', async () => {
      const owner = await newAccount();
      const valid = deviceToken(t().config.sessionSecret, owner.email, newDeviceId());
      await lockOut(owner);
      expect((await jsonLogin(owner, `dds_device=not.a.token; dds_device=${valid}`)).statusCode).toBe(200);
    });
  },
  { rateLimitLoginPer15Min: LIMIT },
);
