import type { Role } from '../../src/features/auth/admin-user.repository';
import { hashPassword } from '../../src/security/password';
import { ORIGIN, sessionCookie, type TestApp } from './test-app';
import { insertAdminUser } from '../../src/features/users/users.repository';

// Test helper: more admins than the seeded owner, each logged in through the real login route.

let n = 0;

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

/** Creates an admin with a fresh email and logs them in (optionally with a given browser name). */
export async function addLoggedInAdmin(t: TestApp, role: Role, userAgent?: string): Promise<TestAdmin> {
  n += 1;
  const email = `${role}${n}-${process.pid}@dds.test`;
  const password = `unusual-pass-${n}-${role}`;
  const created = await insertAdminUser(t.database.db, {
    email,
    role,
    passwordHash: await hashPassword(password, t.config.scryptLog2N),
  });
  if (created === 'exists') throw new Error('email taken');
  return { id: created.id, email, password, cookie: await logInAs(t, email, password, userAgent) };
}

export async function logInAs(t: TestApp, email: string, password: string, userAgent?: string): Promise<string> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (userAgent) headers['user-agent'] = userAgent;
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** An admin call with the session cookie and the same-origin header a browser sends. */
export function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
}
