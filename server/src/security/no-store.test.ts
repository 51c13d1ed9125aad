import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { upsertAdmin } from '../features/auth/admin-user.repository';
import { ADMIN, ORIGIN, createTestDatabase, sessionCookie, testConfig } from '../../test/support/test-app';
import { hashPassword } from './password';

/** Answers that carry admin data or say who is logged in. */
const isPrivate = (url: string) => url.startsWith('/api/admin/') || url === '/api/session';

describe('admin answers are never stored by a browser or proxy cache', () => {
  it('walks every admin route with a session: each answer says Cache-Control: no-store', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-nostore-'));
    const { database, drop } = await createTestDatabase('sqlite', dataDir);
    const config = testConfig(dataDir);
    await upsertAdmin(database.db, ADMIN.email, await hashPassword(ADMIN.password, config.scryptLog2N));
    const routes: Array<{ method: string; url: string }> = [];
    const app = await buildApp(config, {
      database,
      onRoute: (route: RouteOptions) => {
        for (const method of ([] as string[]).concat(route.method)) routes.push({ method, url: route.url });
      },
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: ADMIN,
      });
      expect(login.headers['cache-control']).toBe('no-store');
      const cookie = sessionCookie(login);
      // Logout last: it ends the session the other calls need.
      const walked = routes
        .filter((r) => r.method !== 'HEAD' && isPrivate(r.url) && !r.url.includes('*'))
        .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
      expect(walked.length).toBeGreaterThanOrEqual(15);
      for (const route of walked) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(':id', '1'),
          headers: { cookie, origin: ORIGIN },
          ...(route.method === 'GET' || route.method === 'DELETE' || route.url.endsWith('/logout')
            ? {}
            : { payload: { notes: 'x' } }),
        });
        expect([route.method, route.url, res.headers['cache-control']]).toEqual([route.method, route.url, 'no-store']);
      }
      // Without a session too: the 401 must not be cached in place of the data either.
      const anonymous = await app.inject({ url: '/api/admin/inquiries' });
      expect([anonymous.statusCode, anonymous.headers['cache-control']]).toEqual([401, 'no-store']);
    } finally {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
