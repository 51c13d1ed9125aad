import crypto from 'node:crypto';
import { ADMIN, describeEachDialect, ORIGIN, sessionCookie } from '../../../test/support/test-app';
import { verifyPassword } from '../../security/password';
import { findAdminByEmail, upsertAdmin } from './admin-user.repository';

describeEachDialect('admin session', (t) => {
  const login = (payload: object, headers: Record<string, string> = { origin: ORIGIN }) =>
    t().app.inject({ method: 'POST', url: '/api/admin/login', headers, payload });

  it('logs in, sets an HttpOnly SameSite=Strict cookie, and /me answers the email', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: ADMIN.email, role: 'owner', language: 'en' });
    const cookie = res.cookies.find((c) => c.name === 'dds_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy(); // plain http in tests
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits

    const me = await t().app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: ADMIN.email, role: 'owner', language: 'en' });
    const session = await t().app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: sessionCookie(res) },
    });
    expect(session.json()).toEqual({ admin: { email: ADMIN.email, role: 'owner', language: 'en' } });
  });

  it('answers who is logged in without an error status when nobody is', async () => {
    for (const cookie of [undefined, 'dds_session=not-a-session']) {
      const res = await t().app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });
      expect([res.statusCode, res.json(), res.headers['cache-control']]).toEqual([200, { admin: null }, 'no-store']);
    }
  });

  it('gives a new session id at each login and never stores the raw id', async () => {
    const a = sessionCookie(await login(ADMIN));
    const b = sessionCookie(await login(ADMIN));
    expect(a).not.toBe(b);
    const rows = await t().database.db.selectFrom('sessions').select('id_hash').execute();
    const raw = a.split('=')[1]!;
    expect(rows.some((r) => r.id_hash === raw)).toBe(false);
  });

  it('refuses wrong credentials with the spec message', async () => {
    for (const payload of [
      { ...ADMIN, password: 'wrong password' },
      { email: 'nobody@dds.test', password: 'whatever1' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Wrong Email or Password' });
    }
  });

  it('names the missing field with 400', async () => {
    const res = await login({ email: ADMIN.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/i);
  });

  it('logout revokes the session', async () => {
    const cookie = sessionCookie(await login(ADMIN));
    const out = await t().app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(204);
    const me = await t().app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: expect.any(String) });
  });

  it('expires a session after 30 idle minutes and after 12 hours in any case', async () => {
    const { db } = t().database;
    const idle = sessionCookie(await login(ADMIN));
    const old = sessionCookie(await login(ADMIN));
    const hashes = await db
      .selectFrom('sessions')
      .select(['id_hash', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(2)
      .execute();
    const [newest, second] = hashes;
    // make the older-of-the-two idle, and the newest past its absolute lifetime
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id_hash', '=', second!.id_hash)
      .execute();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_hash', '=', newest!.id_hash)
      .execute();
    for (const cookie of [idle, old]) {
      const me = await t().app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
  });

  it('refuses a cross-site login or admin change (Origin check)', async () => {
    const res = await login(ADMIN, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const cookie = await t().login();
    const patch = await t().app.inject({
      method: 'PATCH',
      url: '/api/admin/inquiries/1',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { notes: 'x' },
    });
    expect(patch.statusCode).toBe(403);
    const fetchSite = await t().app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
  });

  it('audits logins', async () => {
    await login(ADMIN);
    const rows = await t().database.db.selectFrom('audit_log').selectAll().where('action', '=', 'login').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.actor).toBe(ADMIN.email);
  });
});

describeEachDialect(
  'login rate limit',
  (t) => {
    it('answers 429 with a clear message after too many failures, even with the right password', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await t().app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { ...ADMIN, password: `bad-${i}-password` },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await t().app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/too many login attempts/i);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { rateLimitLoginPer15Min: 3 },
);

/** A hash as the code before the pen test (docs/security.md) wrote it: scrypt r = 8, p = 1 (N = 2^17 then; small here). */
function oldFormatHash(password: string, log2N: number): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** log2N, r: 8, p: 1 });
  return ['scrypt', log2N, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

describeEachDialect('password rehash', (t) => {
  it('accepts a hash made with the old parameters and rehashes it at login', async () => {
    const { db } = t().database;
    await upsertAdmin(db, ADMIN.email, oldFormatHash(ADMIN.password, 12));
    const first = await t().app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: ADMIN,
    });
    expect(first.statusCode).toBe(200);

    const stored = (await findAdminByEmail(db, ADMIN.email))!.passwordHash;
    expect(stored).toMatch(new RegExp(`^scrypt\\$${t().config.scryptLog2N}\\$8\\$5\\$`));
    expect(await verifyPassword(ADMIN.password, stored)).toBe(true);
    // The session opened before the rehash stays valid (the password did not change).
    const me = await t().app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: sessionCookie(first) } });
    expect(me.statusCode).toBe(200);
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: ADMIN,
    });
    expect(again.statusCode).toBe(200);
  });
});

describeEachDialect(
  'behind a TLS-terminating proxy (PUBLIC_ORIGIN https, app on plain http)',
  (t) => {
    it('logs in from the public origin and sets Secure cookies; logout clears them Secure too', async () => {
      const origin = 'https://dds.example';
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin, host: 'dds.example' },
        payload: ADMIN,
      });
      expect(res.statusCode).toBe(200);
      for (const name of ['dds_session', 'dds_device'])
        expect(res.cookies.find((c) => c.name === name)?.secure).toBe(true);
      const out = await t().app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { origin, cookie: sessionCookie(res) },
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === 'dds_session')?.secure).toBe(true);
    });
  },
  { publicOrigin: 'https://dds.example' },
);
