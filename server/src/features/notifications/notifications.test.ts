import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { buildApp } from '../../app';
import { makePng, validAdmission, validInquiry } from '../../../test/support/fixtures';
import {
  createTestDatabase,
  multipart,
  startTestApp,
  testConfig,
  testDialects,
  type TestApp,
} from '../../../test/support/test-app';
import { addToOutbox, claimOutboxRow } from './outbox.repository';
import {
  FAST_TIMING,
  NOTIFY,
  notifyConfig,
  outbox,
  pause,
  settled,
  toOffice,
  waitUntil,
} from '../../../test/support/notify-test-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server';

const postInquiry = (app: FastifyInstance, over: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry(over) });

for (const dialect of testDialects()) {
  describe(`e-mail to the institute about new submissions [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let t: TestApp | undefined;
    beforeEach(async () => {
      smtp = await startTestSmtpServer();
    });
    afterEach(async () => {
      await t?.close();
      t = undefined;
      await smtp.stop();
    });

    it('a new inquiry sends exactly one plain-text e-mail to NOTIFY_EMAIL with its fields and a link to it in the admin panel', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      const res = await postInquiry(t.app, { message: 'When does the next batch start?\nMornings suit me.' });
      expect(res.statusCode).toBe(200);

      await smtp.waitFor(2); // and the visitor's acknowledgement (../visitor-mail)
      await settled(t.database);
      expect(toOffice(smtp)).toHaveLength(1);
      const [mail] = toOffice(smtp);
      expect(mail!.envelope.to).toEqual([NOTIFY]);
      expect(mail!.subject).toBe('New inquiry: Asha Verma — Spoken English');
      expect(mail!.header('reply-to')).toBe('asha@example.com');
      expect(mail!.header('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
      expect(mail!.raw).not.toMatch(/text\/html/i);
      expect(mail!.header('message-id')).toMatch(/^<outbox-\d+\.\d+@dds\.example>$/);
      expect(mail!.header('auto-submitted')).toBe('auto-generated');
      expect(mail!.text).toMatch(/^Name: +Asha Verma$/m);
      expect(mail!.text).toMatch(/^E-mail: +asha@example\.com$/m);
      expect(mail!.text).toMatch(/^Phone: +9876543210$/m);
      expect(mail!.text).toMatch(/^Course: +Spoken English$/m);
      expect(mail!.text).toContain('Message:\nWhen does the next batch start?\nMornings suit me.');
      expect(mail!.text).toContain(
        'Open it in the admin panel:\nhttps://dds.example/admin/inquiries?q=asha%40example.com',
      );
      expect(mail!.text).toMatch(/Received: .* IST/);
    });

    it('admissions, donations and business inquiries are announced too, each with its own admin link', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      expect(
        (await t.app.inject({ method: 'POST', url: API_PATHS.admission, payload: validAdmission() })).statusCode,
      ).toBe(200);
      const donation = multipart(
        { name: 'Meera Das', email: 'meera@example.com' },
        { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() },
      );
      expect((await t.app.inject({ method: 'POST', url: API_PATHS.donation, ...donation })).statusCode).toBe(200);
      expect(
        (await postInquiry(t.app, { kind: 'business', name: 'Kiran Shop', email: 'kiran@shop.example', course: 'web' }))
          .statusCode,
      ).toBe(200);

      await smtp.waitFor(6);
      await settled(t.database);
      const bySubject = Object.fromEntries(toOffice(smtp).map((m) => [m.subject, m]));
      expect(Object.keys(bySubject).sort()).toEqual([
        'New admission: Ravi Kumar — Python',
        'New business inquiry: Kiran Shop — Web Development',
        'New donation: Meera Das',
      ]);
      const admission = bySubject['New admission: Ravi Kumar — Python']!;
      expect(admission.text).toMatch(/^Course: +Python\nMode: +Offline$/m);
      expect(admission.text).toContain('https://dds.example/admin/admission?q=ravi%40example.com');
      expect(bySubject['New donation: Meera Das']!.text).toContain(
        'https://dds.example/admin/donationdetails?q=meera%40example.com',
      );
      expect(bySubject['New business inquiry: Kiran Shop — Web Development']!.text).toMatch(
        /^Project: +Web Development$/m,
      );
    });

    it('with the admin panel on its own host (ADMIN_ORIGIN) the link goes there; Message-IDs keep the public host', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp, { adminOrigin: 'https://admin.dds.example' }));
      await postInquiry(t.app);
      await smtp.waitFor(2);
      const [mail] = toOffice(smtp);
      expect(mail!.text).toContain(
        'Open it in the admin panel:\nhttps://admin.dds.example/admin/inquiries?q=asha%40example.com',
      );
      expect(mail!.header('message-id')).toMatch(/@dds\.example>$/);
    });

    it('without PUBLIC_ORIGIN the link is a path on the site, with a note saying so', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp, { publicOrigin: undefined }));
      await postInquiry(t.app);
      const [mail] = await smtp.waitFor(1); // and no acknowledgement: it could carry no unsubscribe link
      expect(mail!.text).toContain(
        '(PUBLIC_ORIGIN is not set on the server, so the link cannot include the address):\n/admin/inquiries?q=asha%40example.com',
      );
      expect(mail!.header('message-id')).toMatch(/^<outbox-\d+\.\d+@127\.0\.0\.1>$/);
    });

    it('SMTP outage: the visitor is answered at once, the dashboard shows the mail waiting, and it arrives once the server is back', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp, { publicOrigin: undefined })); // login's Origin is http://localhost
      const cookie = await t.login();
      await smtp.stop();

      expect((await postInquiry(t.app)).statusCode).toBe(200);
      const status = async () =>
        (await t!.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie } })).json().notifications;
      await waitUntil('the first attempt failed', async () => (await status()).lastError !== null);
      expect(await status()).toMatchObject({
        enabled: true,
        waiting: 1,
        failed: 0,
        lastError: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
      });

      await smtp.start(); // same port
      await smtp.waitFor(1);
      await settled(t.database);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.subject).toBe('New inquiry: Asha Verma — Spoken English');
      expect(await status()).toMatchObject({ enabled: true, waiting: 0, failed: 0, lastError: null });
    });

    it('restart: a notification queued while SMTP was down is sent once by the next server on the same database', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-notify-'));
      const { database, drop } = await createTestDatabase(dialect, dataDir);
      try {
        await smtp.stop();
        const config = testConfig(dataDir, notifyConfig(smtp, { publicOrigin: undefined })); // the institute's mail only: visitor mail needs PUBLIC_ORIGIN
        const first = await buildApp(config, { database });
        await first.ready();
        expect((await postInquiry(first)).statusCode).toBe(200);
        await waitUntil('an attempt failed', async () => (await outbox(database))[0]?.last_error != null);
        await first.close();

        const second = await buildApp(config, { database });
        await second.ready();
        await smtp.start();
        await smtp.waitFor(1);
        await settled(database);
        expect(smtp.received).toHaveLength(1);
        await second.close();
      } finally {
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('two server processes on one database: each notification is sent exactly once', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-notify-'));
      const { database, drop, reopen } = await createTestDatabase(dialect, dataDir);
      const other = reopen();
      const config = testConfig(dataDir, notifyConfig(smtp, { publicOrigin: undefined })); // the institute's mail only
      const apps = [await buildApp(config, { database }), await buildApp(config, { database: other })];
      try {
        const ports = await Promise.all(
          apps.map(async (app) => {
            await app.listen({ port: 0, host: '127.0.0.1' });
            return (app.server.address() as { port: number }).port;
          }),
        );
        const names = Array.from({ length: 16 }, (_, i) => `Parallel Person ${i}`);
        const statuses = await Promise.all(
          names.map(async (name, i) => {
            const res = await fetch(`http://127.0.0.1:${ports[i % 2]}${API_PATHS.inquiry}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(validInquiry({ name, email: `person${i}@example.com` })),
            });
            return res.status;
          }),
        );
        expect(statuses).toEqual(names.map(() => 200));
        await smtp.waitFor(names.length);
        await settled(database);
        expect(smtp.received.map((m) => m.subject).sort()).toEqual(
          names.map((n) => `New inquiry: ${n} — Spoken English`).sort(),
        );
        expect(new Set(smtp.received.map((m) => m.header('message-id'))).size).toBe(names.length);
      } finally {
        for (const app of apps) await app.close();
        await other.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('a row left "sending" by a process that died is not sent while its lease holds, and is sent once after it', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-notify-'));
      const { database, drop } = await createTestDatabase(dialect, dataDir);
      let app: FastifyInstance | undefined;
      try {
        // What a process that died mid-send leaves behind: the row claimed, its lease still running.
        await addToOutbox(database.db, 'inquiry', 1, validInquiry({ kind: 'student' }));
        const [row] = await outbox(database);
        expect(await claimOutboxRow(database.db, row!.id, 'process-that-died', 60_000)).toBeDefined();

        app = await buildApp(testConfig(dataDir, notifyConfig(smtp)), { database });
        await app.ready();
        await pause(20 * FAST_TIMING.pollMs); // many polls
        expect(smtp.received).toHaveLength(0);
        expect((await outbox(database))[0]).toMatchObject({ status: 'sending', claim_token: 'process-that-died' });

        // The lease runs out (as if its 60 s went by).
        await database.db
          .updateTable('notification_outbox')
          .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
          .execute();
        await smtp.waitFor(1);
        await settled(database);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await app?.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('with SMTP_URL unset nothing is queued, and the dashboard says notifications are off', async () => {
      t = await startTestApp(dialect);
      expect((await postInquiry(t.app)).statusCode).toBe(200);
      expect(await outbox(t.database)).toEqual([]);
      const cookie = await t.login();
      const storage = (await t.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie } })).json();
      expect(storage.notifications).toEqual({
        enabled: false,
        waiting: 0,
        failed: 0,
        lastError: null,
        lastErrorAt: null,
      });
    });
  });
}
