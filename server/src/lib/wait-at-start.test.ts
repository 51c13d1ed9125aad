import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, type ServerProcess } from '../../test/faults/child-server';

/**
 * START_WAIT_SECONDS (deploy/README.md, "Bad input and faults"; podman-compose starts the app beside a
 * PostgreSQL still initialising its volume): the app waits for PostgreSQL and Redis with one log
 * line, starts once they answer, and refuses with the usual single line when they never do.
 */
const REDIS = { host: '127.0.0.1', port: 6379 }; // the machine's Redis (CI and these machines run one)

/**
 * A service still starting, on `port`: connections are dropped at once until `afterMs` past the
 * first one (so the app's first attempt fails however slowly it starts); then each is passed on to
 * `target`. `firstDropped` resolves when a connection has been dropped.
 */
async function lateService(port: number, target: { host: string; port: number }, afterMs: number) {
  const sockets = new Set<net.Socket>();
  let opensAt = Infinity;
  let dropped!: () => void;
  const firstDropped = new Promise<void>((resolve) => (dropped = resolve));
  const server = net.createServer((client) => {
    if (opensAt === Infinity) opensAt = Date.now() + afterMs;
    if (Date.now() < opensAt) {
      client.destroy();
      dropped();
      return;
    }
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    firstDropped,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(REDIS, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe('START_WAIT_SECONDS', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-start-wait-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a Redis that answers only 2 s after the first try: the app says once that it waits, then starts and serves', async () => {
    if (!(await redisAnswers())) throw new Error(`this test needs the machine's Redis at ${REDIS.host}:${REDIS.port}`);
    const port = await freePort();
    const redis = await lateService(port, REDIS, 2000);
    try {
      server = await startServer({
        env: { DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${port}/9`, START_WAIT_SECONDS: '30' },
      });
      await redis.firstDropped;
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await server.stop(); // the log is JSON lines, written in batches: all of it is out once the process has gone
      const waitLines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('not answering yet'));
      expect(waitLines).toHaveLength(1);
      expect(JSON.parse(waitLines[0] ?? '{}').msg).toBe(
        'Redis (REDIS_URL) not answering yet; trying again for up to 30 s (START_WAIT_SECONDS)',
      );
    } finally {
      await redis.close();
    }
  }, 60_000);

  it('a PostgreSQL that never answers: after the wait, the same one-line refusal as without it', async () => {
    const port = await freePort();
    const started = Date.now();
    let output = '';
    try {
      server = await startServer({
        env: { DATA_DIR: dataDir, DATABASE_URL: `postgres://dds@127.0.0.1:${port}/dds`, START_WAIT_SECONDS: '2' },
      });
    } catch (error) {
      output = (error as Error).message;
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    const lines = output
      .split('\n')
      .slice(1)
      .filter((line) => line.trim());
    expect(lines).toEqual([
      `PostgreSQL (DATABASE_URL) not answering yet; trying again for up to 2 s (START_WAIT_SECONDS)`,
      `Configuration error: DATABASE_URL: cannot reach PostgreSQL at postgres://dds@127.0.0.1:${port}/dds (connect ECONNREFUSED 127.0.0.1:${port}). ` +
        'Start PostgreSQL, or correct DATABASE_URL (leave it unset for SQLite in DATA_DIR).',
    ]);
  }, 60_000);
});
