import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { startServer, type ServerProcess } from '../../test/faults/child-server';
import { validInquiry } from '../../test/support/fixtures';

/**
 * SIGTERM against the real compiled server (a child process) over real sockets: what a service
 * manager or `docker stop` does on every deploy.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A POST whose body is only partly sent: in flight until `finish()`. */
async function openSlowPost(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {}); // asserted through `received`
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/inquiry/inquiryform HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  // "100 Continue" comes once the server has parsed the headers: the request is now in flight.
  while (!received.includes('100 Continue')) await sleep(10);
  received = '';
  socket.write(body.slice(0, 10));
  return {
    socket,
    finish: () => socket.write(body.slice(10)),
    response: async () => {
      while (!/\r\n\r\n[\s\S]*\}$/.test(received)) await sleep(10);
      return received;
    },
  };
}

/** A fresh connection's GET: its status, or the connection error's code. */
function probe(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function exitCode(server: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

describe('graceful stop (SIGTERM)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let output: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-stop-'));
    output = '';
  });
  afterEach(async () => {
    await server?.kill('SIGKILL');
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}) {
    server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', BODY_TIMEOUT_SECONDS: '60', ...env } });
    server.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return server;
  }

  it('finishes the request in flight with 200, refuses new connections, exits 0 with the database closed', async () => {
    const s = await start();
    const body = JSON.stringify(validInquiry({ name: 'In Flight At Shutdown' }));
    const upload = await openSlowPost(s.port, body);
    const exited = exitCode(s);

    s.child.kill('SIGTERM');
    // Until the listening socket closes a probe may still be answered — never with an error page.
    // (One that races the close itself can be reset instead: a connection error, like the refusal.)
    const answers: Array<number | string> = [];
    for (let i = 0; i < 500 && answers.at(-1) !== 'ECONNREFUSED'; i += 1) answers.push(await probe(s.port));
    expect(answers.at(-1)).toBe('ECONNREFUSED');
    expect(answers.filter((a) => typeof a === 'number' && a !== 200)).toEqual([]);

    upload.finish();
    const response = await upload.response();
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: true });

    // The client never closes its socket: the server must not wait for it.
    expect(await exited).toBe(0);
    upload.socket.destroy();

    // Closed cleanly: the last connection's close checkpoints and removes the WAL.
    const file = path.join(dataDir, 'dds.sqlite');
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const db = new SqliteDatabase(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('select count(*) as n from inquiries where name = ?').get('In Flight At Shutdown')).toEqual({
        n: 1,
      });
    } finally {
      db.close();
    }
  }, 60_000);

  it('does not wait for idle keep-alive connections', async () => {
    const s = await start();
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: s.port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    const exited = exitCode(s);
    s.child.kill('SIGTERM');
    expect(await exited).toBe(0); // not after the 72 s keep-alive timeout (the test would time out)
    agent.destroy();
  }, 30_000);

  it('exits anyway, with a log line, when a request is still open after SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const s = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const upload = await openSlowPost(s.port, JSON.stringify(validInquiry()));
    const exited = exitCode(s);
    s.child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(output).toMatch(/still open after 1 s \(SHUTDOWN_TIMEOUT_SECONDS\); exiting anyway/);
    upload.socket.destroy();
  }, 30_000);
});
