import { API_PATHS } from '@dds/shared/src/api/paths';
import { ACCOUNT_PATHS } from '@dds/shared/src/schemas/account';
import { describeEachDialect, ORIGIN } from '../../../test/support/test-app';
import { addLoggedInAdmin, call, logInAs } from '../../../test/support/admin-test-users';

// The panel's language is kept with the account (docs/decisions/026-hindi.md §8): chosen once under
// My account, it comes back with "who is logged in" on every device and every login.
describeEachDialect('my account: the panel language', (t) => {
  const choose = (cookie: string, payload: object) => call(t(), cookie, 'PUT', ACCOUNT_PATHS.language, payload);
  const session = async (cookie: string) =>
    (await t().app.inject({ method: 'GET', url: API_PATHS.session, headers: { cookie } })).json().admin;

  it('is English for an account that never chose, in the session, /me and the login answer', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    expect(await session(me.cookie)).toEqual({ email: me.email, role: 'staff', language: 'en' });
    expect((await call(t(), me.cookie, 'GET', '/api/admin/me')).json().language).toBe('en');
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: me.email, password: me.password },
    });
    expect(login.json()).toEqual({ email: me.email, role: 'staff', language: 'en' });
  });

  it('saves Hindi for this account only, and every session and later login of it reads Hindi', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const otherDevice = await logInAs(t(), me.email, me.password);
    const colleague = await addLoggedInAdmin(t(), 'owner');

    const res = await choose(me.cookie, { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });

    expect((await session(me.cookie)).language).toBe('hi');
    expect((await session(otherDevice)).language).toBe('hi');
    expect((await session(await logInAs(t(), me.email, me.password))).language).toBe('hi');
    expect((await session(colleague.cookie)).language).toBe('en');

    expect((await choose(me.cookie, { language: 'en' })).statusCode).toBe(200);
    expect((await session(otherDevice)).language).toBe('en');
  });

  it('refuses a language the panel does not have, with the shared schema words, and keeps the old one', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    await choose(me.cookie, { language: 'hi' });
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: 'hindi' }, {}, { language: 1 }]) {
      const res = await choose(me.cookie, payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json().message).toMatch('Language must be one of: en, hi');
    }
    expect((await session(me.cookie)).language).toBe('hi');
  });

  it('needs a session and the page origin', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const anonymous = await t().app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.language,
      headers: { origin: ORIGIN },
      payload: { language: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t().app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.language,
      headers: { cookie: me.cookie, origin: 'https://elsewhere.example' },
      payload: { language: 'hi' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await session(me.cookie)).language).toBe('en');
  });
});
