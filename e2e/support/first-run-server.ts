import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { decodeMail } from './mail-mime';

const repo = path.resolve(__dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** One message as the test's SMTP server received it. */
export interface CapturedMail {
  to: string[];
  raw: string;
  /** Decoded as a mail client shows it (RFC 2047 words, quoted-printable or base64): mail-mime.ts. */
  subject: string;
  text: string;
}

export interface MailCatcher {
  port: number;
  mails: CapturedMail[];
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  stop(): Promise<void>;
}

/** What this file uses of smtp-server (its types belong to the server package, not to e2e). */
interface SmtpServerLike {
  server: net.Server;
  listen(port: number, host: string, done: () => void): void;
  close(done: () => void): void;
}
interface SmtpSession {
  envelope: { rcptTo: Array<{ address: string }> };
}

/**
 * A real SMTP server (nodemailer's smtp-server, the server package's test dependency) on a free
 * port, keeping what it receives: the e-mails the site sends, read by the test as a mailbox.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const requireFromServer = createRequire(path.join(repo, 'server', 'package.json'));
  const { SMTPServer } = requireFromServer('smtp-server') as { SMTPServer: new (options: object) => SmtpServerLike };
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 50,
    onData(stream: NodeJS.ReadableStream, session: SmtpSession, callback: () => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...decodeMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  let stopped: Promise<void> | undefined;
  return {
    port,
    mails,
    async waitFor(count, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} e-mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return mails;
    },
    stop: () => (stopped ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

/** A production server of its own on a brand-new data folder: no admin, no ADMIN_EMAIL. */
export interface FirstRunServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startFirstRunServer(env: Record<string, string>): Promise<FirstRunServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-e2e-first-run-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // No admin from the environment; and not counted among this run's main server's processes (E2E_ROOT).
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, E2E_ROOT: _r, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'server/dist/main.js')], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The origin the browser uses: reset links point here, and the admin Origin check accepts it.
      PUBLIC_ORIGIN: url,
      SHELL_DIST: path.join(repo, 'shell/dist'),
      PUBLIC_SITE_DIST: path.join(repo, 'public-site/dist'),
      ADMIN_PANEL_DIST: path.join(repo, 'admin-panel/dist'),
      RATE_LIMIT_FORMS_PER_MIN: '10000',
      RATE_LIMIT_LOGIN_PER_15MIN: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && output.includes('Admin:')) break;
    if (i > 300 || server.exitCode !== null) throw new Error(`the first-run server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
