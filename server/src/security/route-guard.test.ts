import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, multipart, testConfig } from '../../test/support/test-app';
import { makePdf } from '../../test/support/fixtures';

/** Public on purpose: login itself. Everything else under /api/admin/ and the upload needs a session. */
const needsSession = (url: string) =>
  (url.startsWith('/api/admin/') && url !== '/api/admin/login') || url === '/api/certificates/upload';

describe('route guard', () => {
  it('walks every registered route: each admin and upload route answers 401 JSON without a session', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-guard-'));
    const { database, drop } = await createTestDatabase('sqlite', dataDir);
    const routes: Array<{ method: string; url: string }> = [];
    const app = await buildApp(testConfig(dataDir), {
      database,
      onRoute: (route: RouteOptions) => {
        for (const method of ([] as string[]).concat(route.method)) routes.push({ method, url: route.url });
      },
    });
    await app.ready();
    try {
      const guarded = routes.filter((r) => r.method !== 'HEAD' && needsSession(r.url) && !r.url.includes('*'));
      // 4 lists × (list + export) + 3 PATCH + screenshot + certificate PUT/DELETE + upload + counts + me + logout,
      // + my account (password, sessions list/end one/end others) + users (list/add/role/remove) + activity (+ people)
      expect(guarded.length).toBeGreaterThanOrEqual(28);
      // docs/admin-guide.md: each list's record and bulk routes, and the dashboard's queue.
      const issue13 = ['inquiries', 'admissions', 'donations', 'certificates'].flatMap((list) => [
        `/api/admin/${list}/:id`,
        `/api/admin/${list}/bulk`,
      ]);
      for (const url of [
        '/api/admin/account/password',
        '/api/admin/account/sessions/:id',
        '/api/admin/users/:id',
        '/api/admin/activity',
        '/api/admin/queue',
        ...issue13,
      ]) {
        expect(guarded.map((r) => r.url)).toContain(url);
      }
      for (const route of guarded) {
        const url = route.url.replace(':id', '1');
        const isUpload = url.endsWith('/file') || url.endsWith('/upload');
        const body =
          route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : isUpload
              ? multipart(
                  { name: 'A', roll: 'R', dob: '2000-01-01' },
                  { field: 'file', name: 'a.pdf', type: 'application/pdf', data: makePdf('x') },
                )
              : { payload: { notes: 'x' } };
        const res = await app.inject({ method: route.method as 'GET', url, ...body });
        expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 401]);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
      // A forged cookie is no better than none.
      const forged = await app.inject({
        method: 'GET',
        url: '/api/admin/counts',
        headers: { cookie: 'dds_session=AAAAAAAAAAAAAAAAAAAAAA' },
      });
      expect(forged.statusCode).toBe(401);
    } finally {
      await app.close();
      await drop();
    }
  });
});
