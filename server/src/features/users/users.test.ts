import { ACCOUNT_PATHS, COMMON_PASSWORD_MESSAGE } from '@dds/shared/src/schemas/account';
import { ADMIN, describeEachDialect, ORIGIN } from '../../../test/support/test-app';
import { listen } from '../auth/login-http-client';
import { addLoggedInAdmin, call, logInAs } from '../../../test/support/admin-test-users';

const users = ACCOUNT_PATHS.users;

describeEachDialect('admin users (owner and staff)', (t) => {
  let owner: string;
  beforeAll(async () => {
    owner = await t().login();
  });

  it('lets an owner add a staff user who logs in with the given password and is staff', async () => {
    const add = await call(t(), owner, 'POST', users, {
      email: ' Ravi.Staff@DDS.test ',
      role: 'staff',
      password: 'first-day-at-dds',
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual({
      id: expect.any(Number),
      email: 'ravi.staff@dds.test',
      role: 'staff',
      createdAt: expect.any(String),
      lastSeenAt: null,
      you: false,
    });

    const cookie = await logInAs(t(), 'ravi.staff@dds.test', 'first-day-at-dds');
    const session = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ admin: { email: 'ravi.staff@dds.test', role: 'staff', language: 'en' } });

    const list = await call(t(), owner, 'GET', users);
    const emails = (
      list.json().items as Array<{ email: string; role: string; you: boolean; lastSeenAt: string | null }>
    ).map((u) => [u.email, u.role, u.you, !!u.lastSeenAt]);
    expect(emails).toEqual(
      expect.arrayContaining([
        [ADMIN.email, 'owner', true, true],
        ['ravi.staff@dds.test', 'staff', false, true],
      ]),
    );
  });

  it('refuses staff every user route with 403, and lets them do the rest of the panel', async () => {
    const staff = await addLoggedInAdmin(t(), 'staff');
    for (const [method, url, payload] of [
      ['GET', users],
      ['POST', users, { email: 'x@dds.test', role: 'owner', password: 'some-long-password' }],
      ['PATCH', `${users}/${staff.id}`, { role: 'owner' }],
      ['DELETE', `${users}/1`],
    ] as const) {
      const res = await call(t(), staff.cookie, method, url, payload);
      expect([method, url, res.statusCode, res.json().message]).toEqual([
        method,
        url,
        403,
        'Only an owner can manage admin users.',
      ]);
    }
    for (const url of [
      '/api/admin/inquiries?page=1',
      '/api/admin/counts',
      ACCOUNT_PATHS.activity,
      ACCOUNT_PATHS.sessions,
    ]) {
      expect([url, (await call(t(), staff.cookie, 'GET', url)).statusCode]).toEqual([url, 200]);
    }
    // Still staff: the refused promotion changed nothing.
    expect(
      (await call(t(), owner, 'GET', users)).json().items.find((u: { id: number }) => u.id === staff.id).role,
    ).toBe('staff');
  });

  it('checks the new user: valid email, role, 8-128 characters, not a common password, not taken', async () => {
    const cases: Array<[object, number, string | RegExp]> = [
      [{ email: 'not-an-email', role: 'staff', password: 'long-enough-pass' }, 400, /email/i],
      [{ email: 'a@dds.test', role: 'admin', password: 'long-enough-pass' }, 400, /owner or staff/],
      [{ email: 'a@dds.test', role: 'staff', password: 'short' }, 400, /at least 8 characters/],
      [{ email: 'a@dds.test', role: 'staff', password: 'x'.repeat(129) }, 400, /at most 128/],
      [{ email: 'a@dds.test', role: 'staff', password: 'Password123' }, 400, COMMON_PASSWORD_MESSAGE],
      [{ email: 'a@dds.test', role: 'staff', password: 'INDIA@123' }, 400, COMMON_PASSWORD_MESSAGE],
      [{ email: ADMIN.email.toUpperCase(), role: 'staff', password: 'long-enough-pass' }, 409, /already an admin user/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call(t(), owner, 'POST', users, payload);
      expect([payload, res.statusCode]).toEqual([payload, status]);
      expect(res.json().message).toMatch(message);
    }
  });

  it('changes roles, and never demotes or removes the last owner', async () => {
    const me = (await call(t(), owner, 'GET', users)).json().items.find((u: { you: boolean }) => u.you) as {
      id: number;
    };
    // Only the seeded owner is an owner here (other tests add staff, and owners they remove again).
    const owners = (await call(t(), owner, 'GET', users))
      .json()
      .items.filter((u: { role: string }) => u.role === 'owner');
    expect(owners).toHaveLength(1);
    const demote = await call(t(), owner, 'PATCH', `${users}/${me.id}`, { role: 'staff' });
    expect([demote.statusCode, demote.json().message]).toEqual([
      409,
      'This is the last owner. Make another user an owner first.',
    ]);
    const removeSelf = await call(t(), owner, 'DELETE', `${users}/${me.id}`);
    expect(removeSelf.statusCode).toBe(409);

    const second = await addLoggedInAdmin(t(), 'staff');
    const promote = await call(t(), owner, 'PATCH', `${users}/${second.id}`, { role: 'owner' });
    expect([promote.statusCode, promote.json().role]).toEqual([200, 'owner']);
    // The promoted user's open session is an owner's at once (the role is read per request).
    expect((await call(t(), second.cookie, 'GET', users)).statusCode).toBe(200);
    // Now there are two: the second owner may demote the first, who then loses the user screens.
    const demoteFirst = await call(t(), second.cookie, 'PATCH', `${users}/${me.id}`, { role: 'staff' });
    expect(demoteFirst.statusCode).toBe(200);
    expect((await call(t(), owner, 'GET', users)).statusCode).toBe(403);
    expect((await call(t(), second.cookie, 'PATCH', `${users}/${me.id}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await call(t(), owner, 'DELETE', `${users}/${second.id}`)).statusCode).toBe(204);
    expect((await call(t(), owner, 'PATCH', `${users}/999999`, { role: 'owner' })).statusCode).toBe(404);
  });

  it('ends the sessions of a removed user at once', async () => {
    const staff = await addLoggedInAdmin(t(), 'staff');
    const other = await logInAs(t(), staff.email, staff.password);
    expect((await call(t(), staff.cookie, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect((await call(t(), owner, 'DELETE', `${users}/${staff.id}`)).statusCode).toBe(204);
    for (const cookie of [staff.cookie, other])
      expect((await call(t(), cookie, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await call(t(), owner, 'DELETE', `${users}/${staff.id}`)).statusCode).toBe(404);
  });

  it('audits who did what to whom, never the password', async () => {
    const add = await call(t(), owner, 'POST', users, {
      email: 'audited@dds.test',
      role: 'staff',
      password: 'secret-initial-pw',
    });
    const id = add.json().id as number;
    await call(t(), owner, 'PATCH', `${users}/${id}`, { role: 'owner' });
    await call(t(), owner, 'DELETE', `${users}/${id}`);
    const rows = await t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `admin_user:${id}`)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.actor, r.action, JSON.parse(r.detail!)])).toEqual([
      [ADMIN.email, 'user.create', { email: 'audited@dds.test', role: 'staff' }],
      [ADMIN.email, 'user.role', { email: 'audited@dds.test', from: 'staff', to: 'owner' }],
      [ADMIN.email, 'user.delete', { email: 'audited@dds.test', role: 'owner' }],
    ]);
    const all = await t().database.db.selectFrom('audit_log').select('detail').execute();
    expect(all.some((r) => r.detail?.includes('secret-initial-pw'))).toBe(false);
  });
});

describeEachDialect('the last owner under concurrency', (t) => {
  let base: string;
  beforeAll(async () => {
    base = await listen(t().app);
  });

  const send = (cookie: string, method: string, path: string, body?: object) =>
    fetch(base + path, {
      method,
      headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then((r) => r.status);

  async function ownersLeft(): Promise<number> {
    const rows = await t().database.db.selectFrom('admin_users').select('id').where('role', '=', 'owner').execute();
    return rows.length;
  }

  /** The seeded owner is made staff, so each round starts with exactly the two owners it makes. */
  beforeAll(async () => {
    await t().database.db.updateTable('admin_users').set({ role: 'staff' }).where('email', '=', ADMIN.email).execute();
  });

  it.each([1, 2, 3, 4, 5])('two owners removing each other at the same moment leave one owner (round %i)', async () => {
    const a = await addLoggedInAdmin(t(), 'owner');
    const b = await addLoggedInAdmin(t(), 'owner');
    const statuses = await Promise.all([
      send(a.cookie, 'DELETE', `${users}/${b.id}`),
      send(b.cookie, 'DELETE', `${users}/${a.id}`),
    ]);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 204).every((s) => [401, 403, 409].includes(s))).toBe(true);
    expect(await ownersLeft()).toBe(1);
    await t().database.db.deleteFrom('admin_users').where('id', 'in', [a.id, b.id]).execute();
  });

  it('two owners demoting each other at the same moment leave one owner', async () => {
    const a = await addLoggedInAdmin(t(), 'owner');
    const b = await addLoggedInAdmin(t(), 'owner');
    const statuses = await Promise.all([
      send(a.cookie, 'PATCH', `${users}/${b.id}`, { role: 'staff' }),
      send(b.cookie, 'PATCH', `${users}/${a.id}`, { role: 'staff' }),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await ownersLeft()).toBe(1);
  });
});
