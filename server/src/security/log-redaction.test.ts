import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { upsertAdmin } from '../features/auth/admin-user.repository';
import { createDownloadToken } from '../features/certificates/download-token';
import { makePng } from '../../test/support/fixtures';
import { ADMIN, createTestDatabase, multipart, ORIGIN, sessionCookie, testConfig } from '../../test/support/test-app';
import { hashPassword } from './password';

async function appWithLogCapture() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-logs-'));
  const { database, drop } = await createTestDatabase('sqlite', dataDir);
  const config = testConfig(dataDir, { logLevel: 'info' });
  const capture = { text: '' };
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      capture.text += String(chunk);
      done();
    },
  });
  const app = await buildApp(config, { database, logStream });
  await app.ready();
  return {
    app,
    config,
    database,
    capture,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('request logs', () => {
  it('are JSON lines, one per request with reqId, method, path, statusCode and responseTime, and hold no password, cookie, uploaded file name or query string', async () => {
    const t = await appWithLogCapture();
    try {
      await upsertAdmin(t.database.db, ADMIN.email, await hashPassword(ADMIN.password, t.config.scryptLog2N));
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: ADMIN,
      });
      expect(login.statusCode).toBe(200);
      const session = sessionCookie(login);
      const sessionValue = session.split('=')[1]!;
      const cookie = `${session}; tracking=Cookie-Value-Never-Logged`;
      await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });

      const fileName = 'Priya-Sharma-Receipt-Aug.png';
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/donation',
        ...multipart(
          { name: 'Donor Name', email: 'donor@example.com' },
          { field: 'screenshot', name: fileName, type: 'image/png', data: makePng() },
        ),
      });
      expect(upload.statusCode).toBe(200);

      const search = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inquiries?q=Kavya%20Raghunathan&status=new',
        headers: { cookie },
      });
      expect(search.statusCode).toBe(200);

      const lines = t.capture.text.trim().split('\n');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = entries.filter((e) => e.msg === 'request completed');
      expect(requests.map((e) => `${e.method} ${e.path} ${e.statusCode}`)).toEqual([
        'POST /api/admin/login 200',
        'GET /api/admin/me 200',
        'POST /api/donation 200',
        'GET /api/admin/inquiries 200',
      ]);
      for (const e of requests) {
        expect(e).toEqual(expect.objectContaining({ reqId: expect.any(String), responseTime: expect.any(Number) }));
      }
      for (const secret of [
        ADMIN.password,
        sessionValue,
        'Cookie-Value-Never-Logged',
        fileName,
        'Priya-Sharma',
        'Kavya',
        'Raghunathan',
        'q=',
        'status=new',
      ]) {
        expect(t.capture.text).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });

  it('never contain a certificate download token (anyone holding one can fetch the certificate)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-logs-'));
    const { database, drop } = await createTestDatabase('sqlite', dataDir);
    const config = testConfig(dataDir, { logLevel: 'info' });
    let logged = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const app = await buildApp(config, { database, logStream });
    await app.ready();
    try {
      const token = createDownloadToken(config.sessionSecret, 42, 'certificates/abc.pdf');
      for (const url of [
        `/api/certificates/download/${token}`,
        `/api/certificates/download/${token}?x=1`,
        `/api/certificates/download/${token}/`,
      ]) {
        await app.inject({ url });
        await app.inject({ method: 'HEAD', url });
      }
      await app.inject({ url: '/api/health' });
      expect(logged).toContain('/api/health'); // the capture works: other URLs are logged as before
      expect(logged).toContain('/api/certificates/download/');
      expect(logged).not.toContain(token);
    } finally {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
