import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { decodeMail, type DecodedMail } from './mail-mime';

/** One message as the SMTP server received it, read as a mail client shows it (mail-mime.ts). */
export interface ReceivedMail extends DecodedMail {
  envelope: { from: string; to: string[] };
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves once at least `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (an outage); start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server in this process (nodemailer's smtp-server) that keeps what it receives: the
 * server's tests' mailbox, and the e2e specs' for a server they start (e2e/support/first-run-server.ts).
 * No STARTTLS unless asked (its built-in certificate is not trusted); login only with `auth`.
 */
export async function startTestSmtpServer(
  opts: { auth?: { user: string; pass: string }; options?: SMTPServerOptions } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !opts.auth,
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        if (auth.username === opts.auth?.user && auth.password === opts.auth?.pass)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          received.push({
            envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) },
            raw,
            ...decodeMail(raw),
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
      ...opts.options,
    });

  const start = async () => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as { port: number }).port;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();

  return {
    get port() {
      return port;
    },
    received,
    start,
    stop,
    // Long enough for a mail sent by another process on a loaded CI box (an e2e spec's server).
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} e-mails, received ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
