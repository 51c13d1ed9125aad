import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header lines as sent (unfolded), name lower-cased, in order. */
  headers: Array<[name: string, value: string]>;
  header(name: string): string | undefined;
  /** Subject with RFC 2047 encoded words decoded. */
  subject: string;
  /** The body decoded from its transfer encoding. */
  text: string;
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

const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers = head
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
  const header = (name: string) => headers.find(([n]) => n === name.toLowerCase())?.[1];
  const encoding = (header('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body;
  return {
    envelope,
    raw,
    headers,
    header,
    subject: decodeWords(header('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
  };
}

/**
 * A real SMTP server in this process (nodemailer's smtp-server) that keeps what it receives. No
 * STARTTLS unless asked (its built-in certificate is not trusted); login only with `auth`.
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
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          received.push(
            parseMail(Buffer.concat(chunks).toString('utf8'), {
              from,
              to: session.envelope.rcptTo.map((r) => r.address),
            }),
          );
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
    waitFor(count, timeoutMs = 10_000) {
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
