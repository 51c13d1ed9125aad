import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { validInquiry } from '../support/fixtures';
import { NGINX_BIN, REQUEST_ID_HEADER, startNginxProxy, type NginxProxy } from '../support/nginx-proxy';
import { REDIS_SERVER_BIN, startRedisServer, type RedisServer } from '../support/redis-server';
import { startServer, type ServerProcess } from './child-server';

/**
 * deploy/README.md: two server processes on one PostgreSQL database, one Redis, one DATA_DIR and
 * one SESSION_SECRET, behind nginx balancing between them — what "more than one process" means
 * in production. nginx runs the site config users copy (deploy/nginx/dds.conf, its TLS server
 * block, the commented second upstream line uncommented). A session made by one process works in
 * the other, the form limit holds across both, and SIGKILLing one mid-traffic loses no
 * acknowledged inquiry while nginx keeps serving from the other.
 */
const FORMS_PER_MIN = 10;
const ADMIN = { email: 'owner@dds.test', password: 'two processes, one site' };
const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL not set',
  !REDIS_SERVER_BIN && 'redis-server not found',
  !NGINX_BIN && 'nginx not found',
].filter(Boolean);
if (missing.length) console.log(`Two-process test skipped: ${missing.join(', ')}`);
const describeIfReady = missing.length ? describe.skip : describe;

interface Answer {
  status: number;
  /** host:port of the server process that answered, from nginx's access log ($upstream_addr). */
  upstream: string;
  /** Parsed JSON: an object, or an array for a list. */
  body: { message?: string; success?: boolean } & unknown;
  cookies: string[];
}

/**
 * One request through the proxy from a chosen loopback address (127.x.y.z all reach 127.0.0.1 on
 * Linux), so each simulated client has its own address as the servers see it. Over TLS, trusting
 * only the certificate made for this proxy.
 */
function send(
  proxy: NginxProxy,
  method: string,
  url: string,
  opts: { from: string; body?: object; cookie?: string },
): Promise<Answer> {
  const payload = opts.body ? JSON.stringify(opts.body) : undefined;
  const requestId = crypto.randomUUID();
  return new Promise<Omit<Answer, 'upstream'>>((resolve, reject) => {
    const request = https.request(
      proxy.url + url,
      {
        method,
        localAddress: opts.from,
        agent: false,
        ca: proxy.ca,
        headers: {
          [REQUEST_ID_HEADER]: requestId,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
        timeout: 15_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: Answer['body'] = {};
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            // nginx's own 502 page
          }
          resolve({
            status: response.statusCode ?? 0,
            body,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  }).then(async (answer) => ({ ...answer, upstream: await proxy.upstreamOf(requestId) }));
}

/** A PostgreSQL database of its own for this run, dropped afterwards. */
async function scratchDatabase(): Promise<{
  url: string;
  query: (sql: string) => Promise<pg.QueryResult>;
  drop: () => Promise<void>;
}> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `dds_two_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const run = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(base.toString(), `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql) => run(url.toString(), sql),
    drop: async () => {
      await run(base.toString(), `drop database if exists ${name} with (force)`);
    },
  };
}

describeIfReady('two server processes behind nginx (PostgreSQL, Redis, one DATA_DIR)', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let redis: RedisServer;
  const servers: ServerProcess[] = [];
  let proxy: NginxProxy;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-two-'));
    database = await scratchDatabase();
    redis = await startRedisServer();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '1',
      // Required behind a proxy; this test's requests carry no Origin, so any https address will do.
      PUBLIC_ORIGIN: 'https://dds.example',
      RATE_LIMIT_FORMS_PER_MIN: String(FORMS_PER_MIN),
    };
    // One after the other: the first migrates and creates the admin, the second finds both done.
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env }));
    proxy = await startNginxProxy(servers.map((s) => `127.0.0.1:${s.port}`));
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const server of servers) await server.stop();
    await redis?.stop();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const upstreamOf = (server: ServerProcess) => `127.0.0.1:${server.port}`;

  it('logs in through one process and reads the lists through the other', async () => {
    const from = '127.0.0.5';
    const login = await send(proxy, 'POST', API_PATHS.login, { from, body: ADMIN });
    expect(login.status).toBe(200);
    const cookie = login.cookies.find((c) => c.startsWith('dds_session='))!;
    expect(cookie).toBeDefined();

    expect(
      (
        await send(proxy, 'POST', API_PATHS.inquiry, {
          from: '127.0.0.6',
          body: validInquiry({ message: 'seen-by-both' }),
        })
      ).status,
    ).toBe(200);

    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const list = await send(proxy, 'GET', API_PATHS.inquiries, { from, cookie });
      expect(list.status).toBe(200);
      expect((list.body as unknown as Array<{ message: string }>).map((row) => row.message)).toContain('seen-by-both');
      served.add(list.upstream);
    }
    // Both processes answered with the session the other one created.
    expect(served).toEqual(new Set(servers.map(upstreamOf)));
  });

  it('refuses the 11th inquiry in a minute from one client, though the posts alternate between the processes', async () => {
    const from = '127.0.0.11';
    const answers: Answer[] = [];
    for (let i = 0; i < FORMS_PER_MIN + 1; i++)
      answers.push(
        await send(proxy, 'POST', API_PATHS.inquiry, { from, body: validInquiry({ message: `limit-${i}` }) }),
      );
    expect(answers.map((a) => a.status)).toEqual([...Array(FORMS_PER_MIN).fill(200), 429]);
    expect(new Set(answers.slice(0, FORMS_PER_MIN).map((a) => a.upstream))).toEqual(new Set(servers.map(upstreamOf)));
    // Another client still has its allowance.
    expect(
      (
        await send(proxy, 'POST', API_PATHS.inquiry, {
          from: '127.0.0.12',
          body: validInquiry({ message: 'limit-other' }),
        })
      ).status,
    ).toBe(200);
  });

  it('loses no acknowledged inquiry when one process is SIGKILLed mid-traffic, and keeps serving from the other', async () => {
    const [survivor, victim] = servers as [ServerProcess, ServerProcess];
    const acknowledged: string[] = [];
    const beforeKill: Answer[] = [];
    const afterKill: Answer[] = [];
    let killed = false;

    /** A client posting one inquiry after another; each post from a fresh address, so the form limit stays out of the way. */
    const client = async (n: number) => {
      for (let i = 0; ; i++) {
        if (afterKill.length >= 40) return;
        const tag = `kill-${n}-${i}`;
        const from = `127.0.${10 + n}.${(i % 250) + 1}`;
        // Sorted by when the request was sent, not when its answer (and nginx's log line) came
        // back: a request the victim answered just before dying is not an "after the kill" answer.
        const sentAfterKill = killed;
        const answer = await send(proxy, 'POST', API_PATHS.inquiry, {
          from,
          body: validInquiry({ message: tag }),
        }).catch(() => undefined);
        if (answer?.status === 200 && answer.body.success) acknowledged.push(tag);
        if (answer) (sentAfterKill ? afterKill : beforeKill).push(answer);
      }
    };
    const clients = [0, 1, 2, 3].map(client);

    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
    await victim.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);

    const stored = new Set(
      (await database.query(`select message from inquiries where message like 'kill-%'`)).rows.map(
        (r: { message: string }) => r.message,
      ),
    );
    expect(acknowledged.filter((tag) => !stored.has(tag))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Both processes were taking inquiries when one was killed.
    expect(beforeKill.some((a) => a.status === 200 && a.upstream === upstreamOf(victim))).toBe(true);
    // After the kill, the survivor answered, and every request sent after that point was served.
    expect(afterKill.filter((a) => a.status === 200).every((a) => a.upstream.endsWith(upstreamOf(survivor)))).toBe(
      true,
    );
    expect(afterKill.slice(-20).map((a) => a.status)).toEqual(Array(20).fill(200));
  }, 60_000);
});
