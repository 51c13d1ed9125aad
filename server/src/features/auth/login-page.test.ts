import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@dds/shared/src/messages';
import { ADMIN, ORIGIN, sessionCookie, startTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * /admin without a session is answered with the login screen as HTML (it paints before any
 * JavaScript on a slow phone), and that screen posts as a plain form when the panel has not
 * loaded yet. The login API stays the only place a session is made.
 */
describe('the /admin login screen sent by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const index =
      '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading DDS…</dds-boot></div></body></html>';
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), index);
  });
  afterAll(() => t.close());

  let client = 0;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.1.0.${++client}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const apiLogin = () =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: ADMIN });

  it('puts the login form into /admin pages when there is no session, posting back to the asked-for page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/inquiries' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Loading DDS…');
    expect(res.body).toContain('<h1>Admin login</h1>');
    expect(res.body).toContain('<form class="dl-form" method="post" action="/admin/inquiries">');
    expect(res.headers.vary).toContain('Cookie');
  });

  describe('in the language the browser remembered (decision 026 §8)', () => {
    it('is exactly the English screen, with no language link, for a browser that remembered none', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/admin' });
      expect(res.body).toContain('<main class="dl-page" id="dds-admin-login" lang="en">');
      expect(res.body).not.toContain('class="dl-language"');
    });

    it('is Hindi for a browser that remembered Hindi, with a link to read it in English', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin/inquiries',
        headers: { cookie: 'dds_admin_lang=hi' },
      });
      expect(res.body).toContain('lang="hi"');
      expect(res.body).toContain('<h1>एडमिन लॉग इन</h1>');
      expect(res.body).toContain('<label for="dl-email">ईमेल</label>');
      expect(res.body).toContain(
        '<a class="dl-language" lang="en" href="/admin/inquiries?lang=en">Read in English</a>',
      );
      // An English browser after it is not given the kept Hindi answer, nor the reverse.
      expect((await t.app.inject({ method: 'GET', url: '/admin/inquiries' })).body).toContain('<h1>Admin login</h1>');
      const english = await t.app.inject({
        method: 'GET',
        url: '/admin/inquiries',
        headers: { cookie: 'dds_admin_lang=en' },
      });
      expect(english.body).toContain('<h1>Admin login</h1>');
      expect(english.body).toContain('href="/admin/inquiries?lang=hi">हिन्दी में पढ़ें</a>');
    });

    it('remembers the link followed before the panel runs, and comes back to the clean address', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/admin/inquiries?lang=en' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/inquiries');
      expect(res.headers['set-cookie']).toBe('dds_admin_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
      expect(res.headers['cache-control']).toBe('no-store');
      const crafted = await t.app.inject({ method: 'GET', url: '/admin?lang=fr' });
      expect(crafted.statusCode).toBe(303);
      expect(crafted.headers['set-cookie']).toBeUndefined();
    });

    it('refuses wrong credentials in Hindi on the Hindi screen, the email kept', async () => {
      const res = await post(
        '/admin',
        { email: ADMIN.email, password: 'wrong password' },
        { origin: ORIGIN, cookie: 'dds_admin_lang=hi' },
      );
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('<p class="dl-notice" role="alert">ईमेल या पासवर्ड गलत है</p>');
      expect(res.body).toContain(`value="${ADMIN.email}"`);
    });
  });

  it('keeps the loading placeholder for a logged-in admin (the panel shows the page)', async () => {
    const cookie = sessionCookie(await apiLogin());
    const res = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie } });
    expect(res.body).toContain('Loading DDS…');
    expect(res.body).not.toContain('Admin login');
    expect(res.body).not.toContain(MESSAGES.loginSuccess);
  });

  it('logs in through the login API on a plain post and returns to the asked-for page', async () => {
    const res = await post('/admin/inquiries', { email: ADMIN.email, password: ADMIN.password });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/inquiries');
    const cookie = sessionCookie(res);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ admin: { email: ADMIN.email, role: 'owner', language: 'en' } });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.at(-1)).toMatchObject({ actor: ADMIN.email, action: 'login' });
  });

  it("says 'Login Successful' once on the page a plain post lands on, not again on reload", async () => {
    const res = await post('/admin/inquiries', { email: ADMIN.email, password: ADMIN.password });
    const marker = res.cookies.find((c) => c.name === 'dds_login_notice');
    expect(marker).toMatchObject({ value: '1', path: '/admin', httpOnly: true, sameSite: 'Strict' });
    const cookie = `${sessionCookie(res)}; dds_login_notice=1`;

    const landed = await t.app.inject({ method: 'GET', url: '/admin/inquiries', headers: { cookie } });
    expect(landed.statusCode).toBe(200);
    expect(landed.body).toContain(`<p class="dl-flash" role="alert">${MESSAGES.loginSuccess}</p>`);
    expect(landed.body).toContain('Loading DDS…'); // the panel still takes over as usual
    expect(landed.headers['cache-control']).toBe('no-store');
    // The answer clears the marker, so the browser does not send it with the reload.
    expect(landed.cookies.find((c) => c.name === 'dds_login_notice')).toMatchObject({
      value: '',
      maxAge: 0,
      path: '/admin',
    });

    const reloaded = await t.app.inject({
      method: 'GET',
      url: '/admin/inquiries',
      headers: { cookie: sessionCookie(res) },
    });
    expect(reloaded.body).toContain('Loading DDS…');
    expect(reloaded.body).not.toContain(MESSAGES.loginSuccess);
  });

  it('shows no success message with the marker but no session (the login screen instead)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: 'dds_login_notice=1' } });
    expect(res.body).toContain('<h1>Admin login</h1>');
    expect(res.body).not.toContain(MESSAGES.loginSuccess);
  });

  it('does not set the marker when the login is refused', async () => {
    const res = await post('/admin', { email: ADMIN.email, password: 'not the password' });
    expect(res.cookies.find((c) => c.name === 'dds_login_notice')).toBeUndefined();
  });

  it("answers wrong credentials with the login again, 'Wrong Email or Password' and the email kept", async () => {
    const res = await post('/admin', { email: ADMIN.email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<p class="dl-notice" role="alert">${MESSAGES.loginFailure}</p>`);
    expect(res.body).toContain(`value="${ADMIN.email}"`);
    expect(res.body).not.toContain('not the password');
  });

  it('refuses a post from another site', async () => {
    const res = await post(
      '/admin',
      { email: ADMIN.email, password: ADMIN.password },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('This form can only be sent from the DDS website.');
  });
});
