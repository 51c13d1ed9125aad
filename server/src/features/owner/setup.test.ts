import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWNER_MESSAGES, OWNER_PATHS } from '@dds/shared/src/schemas/owner';
import { ORIGIN, sessionCookie, startTestApp, testDialects, type TestApp } from '../../../test/support/test-app';
import { SETUP_CODE_FILE, ensureSetupCode, formatSetupCode } from './setup-code';

const OWNER = { email: 'Director@DDS.test', password: 'four unrelated words here' };

for (const dialect of testDialects()) {
  describe(`first run: create the owner account with the setup code [${dialect}]`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await startTestApp(dialect, {}, { seedAdmin: false });
    });
    afterEach(async () => {
      await t.close();
    });

    const setup = (payload: object, headers: Record<string, string> = { origin: ORIGIN }) =>
      t.app.inject({ method: 'POST', url: OWNER_PATHS.setup, headers, payload });
    const options = async () => (await t.app.inject({ method: 'GET', url: OWNER_PATHS.signIn })).json();
    const admins = () => t.database.db.selectFrom('admin_users').select(['email', 'role']).execute();

    it('says setup is needed while no admin exists, and never accepts a login', async () => {
      expect(await options()).toEqual({ setupNeeded: true, passwordReset: false });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: { email: 'admin@example.com', password: 'admin' },
      });
      expect(login.statusCode).toBe(401);
    });

    it('refuses a wrong code (or none made yet) and creates nothing', async () => {
      const none = await setup({ code: 'AAAA-BBBB-CCCC', ...OWNER });
      expect([none.statusCode, none.json().message]).toEqual([403, OWNER_MESSAGES.setupCodeWrong]);
      const code = ensureSetupCode(t.dataDir);
      const wrong = code.startsWith('A') ? 'B' + code.slice(1) : 'A' + code.slice(1);
      const res = await setup({ code: wrong, ...OWNER });
      expect([res.statusCode, res.json().message]).toEqual([403, OWNER_MESSAGES.setupCodeWrong]);
      expect(await admins()).toEqual([]);
    });

    it('creates the owner with the code as the log shows it (any case, dashes, spaces), signs them in, and the code works once', async () => {
      const code = ensureSetupCode(t.dataDir);
      expect(fs.statSync(path.join(t.dataDir, SETUP_CODE_FILE)).mode & 0o777).toBe(0o600);
      const typed = ` ${formatSetupCode(code).toLowerCase()} `;
      const res = await setup({ code: typed, ...OWNER });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: 'director@dds.test', role: 'owner', language: 'en' });
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: sessionCookie(res) } });
      expect(me.json()).toEqual({ email: 'director@dds.test', role: 'owner', language: 'en' });
      expect(await admins()).toEqual([{ email: 'director@dds.test', role: 'owner' }]);
      expect(fs.existsSync(path.join(t.dataDir, SETUP_CODE_FILE))).toBe(false);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['actor', 'action'])
        .where('action', '=', 'setup.owner')
        .execute();
      expect(audit).toEqual([{ actor: 'director@dds.test', action: 'setup.owner' }]);

      // Once an owner exists: no setup (even with the old code), the login screen is a login again.
      const again = await setup({ code, email: 'someone@else.test', password: 'another long password' });
      expect([again.statusCode, again.json().message]).toEqual([409, OWNER_MESSAGES.setupDone]);
      expect(await options()).toEqual({ setupNeeded: false, passwordReset: false });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: OWNER,
      });
      expect(login.statusCode).toBe(200);
    });

    it('two setups at the same moment make exactly one owner', async () => {
      const code = ensureSetupCode(t.dataDir);
      const results = await Promise.all(
        ['first@dds.test', 'second@dds.test', 'third@dds.test'].map((email) =>
          setup({ code, email, password: OWNER.password }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await admins()).toHaveLength(1);
    });

    it('the /admin page the server paints first is "Create the owner account", with no login form, until the owner exists', async () => {
      const index =
        '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading DDS…</dds-boot></div></body></html>';
      fs.mkdirSync(t.config.shellDist, { recursive: true });
      fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), index);
      const first = await t.app.inject({ method: 'GET', url: '/admin' });
      expect(first.body).toContain('<h1>Create the owner account</h1>');
      expect(first.body).toContain('data-setup-needed="true"');
      expect(first.body).not.toContain('type="password"');
      const code = ensureSetupCode(t.dataDir);
      expect((await setup({ code, ...OWNER })).statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/admin' });
      expect(after.body).toContain('<h1>Admin login</h1>');
      expect(after.body).toContain('Forgot password?');
      expect(after.body).not.toContain('data-setup-needed');
    });

    it('refuses a common password, a short one, and a cross-site post', async () => {
      const code = ensureSetupCode(t.dataDir);
      const common = await setup({ code, email: OWNER.email, password: 'password123' });
      expect([common.statusCode, common.json().message]).toEqual([400, 'This password is too common. Choose another.']);
      const short = await setup({ code, email: OWNER.email, password: 'short' });
      expect([short.statusCode, short.json().message]).toEqual([400, 'Password must be at least 8 characters']);
      const crossSite = await setup({ code, ...OWNER }, { origin: 'https://evil.example' });
      expect(crossSite.statusCode).toBe(403);
      expect(await admins()).toEqual([]);
      expect(fs.existsSync(path.join(t.dataDir, SETUP_CODE_FILE))).toBe(true); // still there for the real owner
    });
  });
}

describe('the setup code', () => {
  it('is 12 characters of an alphabet without look-alikes, the same for every process, shown as XXXX-XXXX-XXXX', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-setup-code-'));
    try {
      const code = ensureSetupCode(dir);
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
      expect(ensureSetupCode(dir)).toBe(code);
      expect(formatSetupCode(code)).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
