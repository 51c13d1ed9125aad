import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { validInquiry } from '../../test/support/fixtures';

// Real sockets against a listening server: the limits live in Node's HTTP server, not in inject.
// Short limits so the suite stays quick; production defaults are in config.ts (seconds, not ms).

interface RawClient {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** Sends one chunk every `everyMs` until the server closes the connection. */
  trickle(chunk: string, everyMs: number): void;
}

const open = new Set<net.Socket>();
// A failing run must not leave sockets that keep the server (and jest) from closing.
afterEach(() => {
  for (const socket of open) socket.destroy();
  open.clear();
});

function rawClient(port: number, head: string | Buffer): RawClient {
  const socket = net.connect(port, '127.0.0.1');
  open.add(socket);
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined); // a reset is one of the ways of being cut off
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });
  socket.write(head);
  return {
    socket,
    closed,
    trickle(chunk, everyMs) {
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(chunk);
      }, everyMs);
    },
  };
}

const port = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

const postHead = (contentLength: number) =>
  `POST /api/inquiry/inquiryform HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

async function normalInquiry(t: TestApp) {
  const res = await fetch(`http://127.0.0.1:${port(t)}/api/inquiry/inquiryform`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validInquiry()),
  });
  return res.status;
}

async function listening(overrides: Parameters<typeof startTestApp>[1]) {
  const t = await startTestApp('sqlite', overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

describe('slow clients cannot hold the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The whole-request limit is far away here: only the body-progress and header limits can act.
    t = await listening({ headersTimeoutMs: 500, bodyTimeoutMs: 300, requestTimeoutMs: 120_000 });
  });
  afterAll(() => t.close());

  it('cuts off a body sent one byte at a time, while a normal request still succeeds', async () => {
    const slow = rawClient(port(t), postHead(300));
    slow.trickle('{', 100);
    expect(await normalInquiry(t)).toBe(200);
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408/);
    expect(await normalInquiry(t)).toBe(200);
  }, 15_000);

  it('cuts off a file upload sent one byte at a time', async () => {
    const boundary = 'slowboundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.concat([
      Buffer.from(
        `POST /api/donation HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 50000\r\n\r\n` +
          field('name', 'Asha Verma') +
          field('email', 'asha@example.com') +
          `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // a PNG's signature, then a trickle
    ]);
    const slow = rawClient(port(t), head);
    slow.trickle('x', 100);
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408/);
    expect(await normalInquiry(t)).toBe(200);
  }, 15_000);

  it('keeps watching a body after an early answer (Node reads the rest to reuse the connection)', async () => {
    // An unsupported content type is refused (415) before any of the body is read.
    const slow = rawClient(port(t), postHead(300).replace('application/json', 'application/xml'));
    slow.trickle('x', 100);
    const received = await slow.closed;
    expect(received).toMatch(/^HTTP\/1\.1 415/);
    expect(slow.socket.destroyed).toBe(true);
  }, 15_000);

  it('cuts off headers sent one byte at a time', async () => {
    const slow = rawClient(port(t), 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    slow.trickle('a', 100);
    expect(await normalInquiry(t)).toBe(200);
    await slow.closed;
    expect(slow.socket.destroyed).toBe(true);
  }, 15_000);
});

describe('a body that has all arrived', () => {
  it('is no longer watched: the request is not kept in memory until the next window', async () => {
    // A window long enough that only the end of the body can clear the watch within this test.
    const BODY_WINDOW_MS = 4321;
    const t = await listening({ bodyTimeoutMs: BODY_WINDOW_MS });
    const setSpy = jest.spyOn(global, 'setInterval');
    const clearSpy = jest.spyOn(global, 'clearInterval');
    try {
      const body = JSON.stringify(validInquiry());
      // The head first, the body a moment later: the body is still on its way when the request
      // starts, so the body-progress watch is set up.
      const client = rawClient(
        port(t),
        postHead(Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      client.socket.write(body);
      expect(await client.closed).toMatch(/^HTTP\/1\.1 200/);
      const watches = setSpy.mock.calls.flatMap((call, i) =>
        call[1] === BODY_WINDOW_MS ? [setSpy.mock.results[i]!.value] : [],
      );
      expect(watches).toHaveLength(1);
      expect(clearSpy.mock.calls.some(([timer]) => timer === watches[0])).toBe(true);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
      await t.close();
    }
  });
});

describe('whole-request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await listening({ headersTimeoutMs: 500, bodyTimeoutMs: 300, requestTimeoutMs: 2000 });
  });
  afterAll(() => t.close());

  it('cuts off a body that keeps moving but would never finish within the request limit', async () => {
    const slow = rawClient(port(t), postHead(200_000));
    slow.trickle(' '.repeat(2048), 100); // fast enough for the progress rule: ~20 KB/s, 10 s to finish
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);
});

describe('connection cap', () => {
  const CAP = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await listening({ maxConnections: CAP, headersTimeoutMs: 5000 });
  });
  afterAll(() => t.close());

  const openConnections = () =>
    new Promise<number>((resolve, reject) => t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));

  it('closes connections beyond the cap at once, and serves again when slots free up', async () => {
    const held = Array.from({ length: CAP }, () => rawClient(port(t), 'GET / HTTP/1.1\r\nHost: localhost\r\n'));
    while ((await openConnections()) < CAP) await new Promise((r) => setTimeout(r, 20));
    const extra = Array.from({ length: 3 }, () => rawClient(port(t), 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    for (const client of extra) expect(await client.closed).toBe('');
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    while ((await openConnections()) > 0) await new Promise((r) => setTimeout(r, 20));
    expect(await normalInquiry(t)).toBe(200);
  }, 15_000);
});

describe('requests that do not come over a socket (app.inject: tests, the page-form replay)', () => {
  it('are left alone by the body-progress check: no crash of the process when its window passes', async () => {
    const t = await startTestApp('sqlite', { bodyTimeoutMs: 30 });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry() });
      expect(res.statusCode).toBe(200);
      // Several windows of the check pass; before the fix its timer called destroy() on inject's
      // fake socket and the uncaught TypeError took the whole process down.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
