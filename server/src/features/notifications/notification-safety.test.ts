import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { buildApp } from '../../app';
import { validInquiry } from '../../../test/support/fixtures';
import { createTestDatabase, startTestApp, testConfig, type TestApp } from '../../../test/support/test-app';
import {
  FAST_TIMING,
  NOTIFY,
  notifyConfig,
  outbox,
  settled,
  waitUntil,
} from '../../../test/support/notify-test-helpers';
import { addToOutbox, outboxSummary } from './outbox.repository';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server';

/** What a visitor can put in a header, how the server is reached, and what happens when it cannot be. */
describe('notification e-mails: safety and failure', () => {
  let smtp: TestSmtpServer | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await smtp?.stop();
    smtp = undefined;
  });

  it('a CR/LF in the name is refused at the form, and stored text that has one still adds no header or recipient; the body stays plain text', async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp('sqlite', notifyConfig(smtp));
    const refused = await t.app.inject({
      method: 'POST',
      url: API_PATHS.inquiry,
      payload: validInquiry({ name: 'Asha\r\nBcc: x@evil.example' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(await outbox(t.database)).toEqual([]);

    // Whatever reaches the outbox (older rows, another writer), the mail is built from cleaned text.
    await addToOutbox(t.database.db, 'inquiry', 99, {
      kind: 'student',
      name: 'Asha\r\nBcc: x@evil.example\r\nX-Injected: yes\u202Egnp.exe',
      email: 'asha@example.com\r\nBcc: y@evil.example',
      phone: '98765\r\nTo: z@evil.example',
      course: 'spoken',
      message: '<b>Hello</b> <script>alert(1)</script>\r\n.\r\nMAIL FROM:<a@evil.example>\r\nstill the message',
    });
    const [mail] = await smtp.waitFor(1);
    await settled(t.database);

    expect(smtp.received).toHaveLength(1);
    expect(mail!.envelope.to).toEqual([NOTIFY]);
    const names = mail!.headers.map(([name]) => name);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((n) => n === 'to')).toHaveLength(1);
    expect(mail!.header('to')).toBe(NOTIFY);
    expect(mail!.header('reply-to')).toBeUndefined(); // not one valid address: no Reply-To at all
    expect(mail!.subject).toBe('New inquiry: Asha Bcc: x@evil.example X-Injected: yes gnp.exe — Spoken English');
    expect(mail!.header('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail!.raw).not.toMatch(/text\/html|multipart/i);
    expect(mail!.text).toMatch(/^Phone: +98765 To: z@evil\.example$/m);
    // The message arrives whole, as text: the lone "." line did not end the SMTP data early.
    expect(mail!.text).toContain(
      '<b>Hello</b> <script>alert(1)</script>\n.\nMAIL FROM:<a@evil.example>\nstill the message',
    );
  });

  it('logs in with the user and password of SMTP_URL (percent-decoded) and sends from that address', async () => {
    smtp = await startTestSmtpServer({ auth: { user: 'mailer@dds.test', pass: 'p@ss/w:rd' } });
    t = await startTestApp(
      'sqlite',
      notifyConfig(smtp, {
        smtpUrl: `smtp://mailer%40dds.test:p%40ss%2Fw%3Ard@127.0.0.1:${smtp.port}`,
        publicOrigin: undefined,
      }),
    );
    await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.from).toBe('mailer@dds.test');
    expect(mail!.header('from')).toBe('DDS website <mailer@dds.test>');
  });

  it("a wrong SMTP password keeps the mail waiting, with the server's refusal shown to the admin (and no password in it)", async () => {
    smtp = await startTestSmtpServer({ auth: { user: 'mailer@dds.test', pass: 'right' } });
    t = await startTestApp(
      'sqlite',
      notifyConfig(smtp, {
        smtpUrl: `smtp://mailer%40dds.test:wrong-secret@127.0.0.1:${smtp.port}`,
        publicOrigin: undefined,
      }),
    );
    const cookie = await t.login();
    await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
    const status = async () =>
      (await t!.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie } })).json().notifications;
    await waitUntil('an attempt failed', async () => (await status()).lastError !== null);
    const shown = await status();
    expect(shown).toMatchObject({ enabled: true, waiting: 1, lastError: expect.stringMatching(/EAUTH|Invalid/) });
    expect(shown.lastError).not.toContain('wrong-secret');
    expect(smtp.received).toHaveLength(0);
  });

  it('a server offering STARTTLS with a certificate we cannot verify gets nothing: no fallback to plain text', async () => {
    smtp = await startTestSmtpServer({ options: { disabledCommands: ['AUTH'] } }); // STARTTLS on, self-signed certificate
    t = await startTestApp('sqlite', notifyConfig(smtp));
    await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
    await waitUntil('an attempt failed', async () => (await outbox(t!.database))[0]?.last_error != null);
    const [row] = await outbox(t.database);
    expect(row!.status).not.toBe('sent');
    expect(row!.last_error).toMatch(/certificate/i);
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up after giveUpMs: the row is marked failed, a log line says so, and the status the dashboard reads counts it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-notify-'));
    const { database, drop } = await createTestDatabase('sqlite', dataDir);
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port)); // a port nothing listens on: every attempt is refused
      });
    });
    const config = testConfig(dataDir, {
      ...notifyConfig({ port: closed }, { publicOrigin: undefined }),
      logLevel: 'warn',
      notificationTiming: { ...FAST_TIMING, giveUpMs: 300 },
    });
    const app = await buildApp(config, { database, logStream });
    try {
      await app.ready();
      await app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
      await waitUntil('the notification is given up', async () => (await outbox(database))[0]?.status === 'failed');
      const messages = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(messages.some((m) => m.level === 40 && /not sent \(attempt 1\), next try in/.test(m.msg))).toBe(true);
      expect(
        messages.filter(
          (m) =>
            m.level === 50 && /gave up on the e-mail for outbox \d+ \(inquiry \d+\) after \d+ attempts/.test(m.msg),
        ),
      ).toHaveLength(1);
      expect(await outboxSummary(database.db, new Date(0).toISOString())).toMatchObject({
        waiting: 0,
        failed: 1,
        lastError: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
      });
    } finally {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("an SMTP server that never answers does not hold up the visitor, nor the server's close", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket)); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      t = await startTestApp(
        'sqlite',
        notifyConfig({ port }, { notificationTiming: { ...FAST_TIMING, smtpTimeoutMs: 10 * 60_000, stopWaitMs: 100 } }),
      );
      const res = await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
      expect(res.statusCode).toBe(200);
      await waitUntil('the worker is talking to the silent server', () => sockets.size > 0);
      expect((await outbox(t.database))[0]!.status).toBe('sending');
      await t.close(); // returns although the send is still stuck
      t = undefined;
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
