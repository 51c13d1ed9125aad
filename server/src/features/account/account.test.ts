import { ACCOUNT_PATHS, COMMON_PASSWORD_MESSAGE, type AccountSession } from '@dds/shared/src/schemas/account';
import { describeEachDialect, ORIGIN } from '../../../test/support/test-app';
import { addLoggedInAdmin, call, logInAs } from '../../../test/support/admin-test-users';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describeEachDialect('my account: password', (t) => {
  const change = (cookie: string, payload: object) => call(t(), cookie, 'POST', ACCOUNT_PATHS.password, payload);

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const res = await change(me.cookie, { currentPassword: me.password, newPassword: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    await expect(logInAs(t(), me.email, me.password)).rejects.toThrow(/401/);
    await expect(logInAs(t(), me.email, 'a brand new passphrase')).resolves.toMatch(/^dds_session=/);
  });

  it('ends the other sessions, keeps the one in use, and audits without the password', async () => {
    const me = await addLoggedInAdmin(t(), 'owner');
    const phone = await logInAs(t(), me.email, me.password, PHONE_UA);
    const res = await change(me.cookie, { currentPassword: me.password, newPassword: 'kept-this-one-secret' });
    expect(res.json()).toEqual({ message: 'Password changed.', endedSessions: 1 });
    expect((await call(t(), phone, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await call(t(), me.cookie, 'GET', '/api/admin/me')).statusCode).toBe(200);
    const audit = await t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('actor', '=', me.email)
      .where('action', '=', 'account.password')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(`admin_user:${me.id}`);
    expect(JSON.stringify(audit)).not.toContain('kept-this-one-secret');
  });

  it('refuses a wrong current password, a common or too short new one, and the same one again', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const cases: Array<[object, string | RegExp]> = [
      [{ currentPassword: 'not-my-password', newPassword: 'another-good-one' }, 'The current password is not right.'],
      [{ currentPassword: me.password, newPassword: 'qwerty123' }, COMMON_PASSWORD_MESSAGE],
      [{ currentPassword: me.password, newPassword: 'QwErTy123' }, COMMON_PASSWORD_MESSAGE],
      [{ currentPassword: me.password, newPassword: 'Jaishriram' }, COMMON_PASSWORD_MESSAGE],
      [{ currentPassword: me.password, newPassword: 'short' }, /at least 8 characters/],
      [{ currentPassword: me.password, newPassword: 'y'.repeat(129) }, /at most 128 characters/],
      [{ currentPassword: me.password, newPassword: me.password }, /must differ/],
      [{ newPassword: 'another-good-one' }, /current password is required/i],
    ];
    for (const [payload, message] of cases) {
      const res = await change(me.cookie, payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json().message).toMatch(message);
    }
    // Nothing changed, and the session is still there (a 400, not a 401 that would log the admin out).
    await expect(logInAs(t(), me.email, me.password)).resolves.toMatch(/^dds_session=/);
    const failed = await t()
      .database.db.selectFrom('audit_log')
      .select('action')
      .where('actor', '=', me.email)
      .where('action', '=', 'account.password.failed')
      .execute();
    expect(failed).toHaveLength(1);
  });
});

describeEachDialect('my account: sessions', (t) => {
  const sessions = async (cookie: string) =>
    (await call(t(), cookie, 'GET', ACCOUNT_PATHS.sessions)).json().items as AccountSession[];

  it('lists my live sessions with when, where and which browser, the current one marked and first', async () => {
    const me = await addLoggedInAdmin(t(), 'staff', LAPTOP_UA);
    await logInAs(t(), me.email, me.password, PHONE_UA);
    const other = await addLoggedInAdmin(t(), 'staff'); // someone else's session is not mine to see

    const list = await sessions(me.cookie);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      ip: '127.0.0.1',
      userAgent: LAPTOP_UA,
      current: true,
    });
    expect(list[1]).toMatchObject({ userAgent: PHONE_UA, current: false });
    // The id is neither the cookie nor the stored key.
    const rows = await t().database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.map((r) => r.id_hash)).not.toContain(list[0]!.id);
    expect(me.cookie).not.toContain(list[0]!.id);
    expect((await sessions(other.cookie)).map((s) => s.id)).not.toContain(list[1]!.id);
  });

  it('signs out one other session, and not another admin’s', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const phone = await logInAs(t(), me.email, me.password, PHONE_UA);
    const intruder = await addLoggedInAdmin(t(), 'owner');
    const phoneId = (await sessions(me.cookie)).find((s) => !s.current)!.id;

    expect((await call(t(), intruder.cookie, 'DELETE', `${ACCOUNT_PATHS.sessions}/${phoneId}`)).statusCode).toBe(404);
    expect((await call(t(), phone, 'GET', '/api/admin/me')).statusCode).toBe(200);

    expect((await call(t(), me.cookie, 'DELETE', `${ACCOUNT_PATHS.sessions}/${phoneId}`)).statusCode).toBe(204);
    expect((await call(t(), phone, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await call(t(), me.cookie, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect((await call(t(), me.cookie, 'DELETE', `${ACCOUNT_PATHS.sessions}/${phoneId}`)).statusCode).toBe(404);
    expect((await call(t(), me.cookie, 'DELETE', `${ACCOUNT_PATHS.sessions}/x`)).statusCode).toBe(400);
  });

  it('signs out every other session at once and keeps this one', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const others = [await logInAs(t(), me.email, me.password), await logInAs(t(), me.email, me.password)];
    const res = await call(t(), me.cookie, 'POST', ACCOUNT_PATHS.endOtherSessions);
    expect(res.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect((await call(t(), cookie, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await sessions(me.cookie)).map((s) => s.current)).toEqual([true]);
    const audit = await t()
      .database.db.selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('actor', '=', me.email)
      .where('action', '=', 'account.sessions.end-others')
      .execute();
    expect(audit).toEqual([{ action: 'account.sessions.end-others', detail: '2' }]);
  });

  it('ending the session in use is a logout', async () => {
    const me = await addLoggedInAdmin(t(), 'staff');
    const current = (await sessions(me.cookie))[0]!;
    const res = await t().app.inject({
      method: 'DELETE',
      url: `${ACCOUNT_PATHS.sessions}/${current.id}`,
      headers: { cookie: me.cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'dds_session')?.value).toBe('');
    expect((await call(t(), me.cookie, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });
});
