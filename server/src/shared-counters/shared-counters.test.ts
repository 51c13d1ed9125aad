import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ConfigError, type Config } from '../config';
import type { Database } from '../db/database';
import { upsertAdmin } from '../features/auth/admin-user.repository';
import { COUNTERS_DOWN_MESSAGE } from '../features/auth/login.route';
import { freePort, startServer } from '../../test/faults/child-server';
import { hashPassword } from '../security/password';
import { validInquiry } from '../../test/support/fixtures';
import { describeWithRedis, startRedisServer, type RedisServer } from '../../test/support/redis-server';
import { ADMIN, ORIGIN, createTestDatabase, testConfig } from '../../test/support/test-app';

const FORMS_PER_MIN = 10;
const LOGINS_PER_15MIN = 4;
const LOST = /Redis unreachable/;
const BACK = /Redis reachable again/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One server process's worth of app: its own database and log, the Redis shared. */
interface Instance {
  app: FastifyInstance;
  database: Database;
  /** The `msg` of every log line at warn and above. */
  logs: string[];
  close(): Promise<void>;
}

async function startInstance(overrides: Partial<Config>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-redis-'));
  const config = testConfig(dataDir, {
    rateLimitFormsPerMin: FORMS_PER_MIN,
    rateLimitLoginPer15Min: LOGINS_PER_15MIN,
    logLevel: 'warn',
    ...overrides,
  });
  const { database, drop } = await createTestDatabase('sqlite', dataDir);
  await upsertAdmin(database.db, ADMIN.email, await hashPassword(ADMIN.password, config.scryptLog2N));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        logs.push((JSON.parse(line) as { msg: string }).msg);
      done();
    },
  });
  try {
    const app = await buildApp(config, { database, logStream });
    await app.ready();
    return {
      app,
      database,
      logs,
      async close() {
        await app.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

const inquiry = (app: FastifyInstance, ip: string, tag: string) =>
  app.inject({
    method: 'POST',
    url: '/api/inquiry/inquiryform',
    remoteAddress: ip,
    payload: validInquiry({ message: tag }),
  });

const pageInquiry = (app: FastifyInstance, ip: string, tag: string) =>
  app.inject({
    method: 'POST',
    url: '/InquiryForm',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams({ ...validInquiry({ message: tag }), _form: 'inquiry' }).toString(),
  });

const login = (app: FastifyInstance, ip: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: ip,
    headers: { origin: ORIGIN },
    payload: { email: ADMIN.email, password },
  });

async function storedWithTag(database: Database, tagPrefix: string): Promise<number> {
  const rows = await database.db
    .selectFrom('inquiries')
    .select('id')
    .where('message', 'like', `${tagPrefix}%`)
    .execute();
  return rows.length;
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describeWithRedis('REDIS_URL: login counters and form limits shared by several server processes', () => {
  let redis: RedisServer;
  let a: Instance;
  let b: Instance;
  let c: Instance | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
    a = await startInstance({ redisUrl: redis.url });
    b = await startInstance({ redisUrl: redis.url });
  });
  afterAll(async () => {
    for (const instance of [a, b, c]) await instance?.close();
    await redis?.stop();
  });

  it('refuses the 11th inquiry in a minute from one address even when the posts alternate between two instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await inquiry(i % 2 ? b.app : a.app, '203.0.113.10', `alternate-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(FORMS_PER_MIN).fill(200), 429, 429]);
    expect((await storedWithTag(a.database, 'alternate-')) + (await storedWithTag(b.database, 'alternate-'))).toBe(
      FORMS_PER_MIN,
    );
    // Another address has its own allowance.
    expect((await inquiry(a.app, '203.0.113.99', 'other-address')).statusCode).toBe(200);
  });

  it('counts a plain-HTML page form post and the JSON endpoint on one allowance, across instances', async () => {
    const ip = '203.0.113.11';
    for (let i = 0; i < FORMS_PER_MIN / 2; i++) {
      expect((await pageInquiry(a.app, ip, `page-${i}`)).statusCode).toBe(303);
      expect((await inquiry(b.app, ip, `json-${i}`)).statusCode).toBe(200);
    }
    expect((await inquiry(a.app, ip, 'json-over')).statusCode).toBe(429);
    expect((await pageInquiry(b.app, ip, 'page-over')).statusCode).toBe(429);
  });

  it('holds the login limit across both instances', async () => {
    const ip = '203.0.113.12';
    const statuses: number[] = [];
    for (let i = 0; i < LOGINS_PER_15MIN + 2; i++)
      statuses.push((await login(i % 2 ? b.app : a.app, ip, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(LOGINS_PER_15MIN).fill(401), 429, 429]);
    expect((await login(a.app, ip, ADMIN.password)).statusCode).toBe(429);
    // The account's limit is spent too, in both: another address gets no fresh guesses at it.
    expect((await login(b.app, '203.0.113.120', ADMIN.password)).statusCode).toBe(429);
  });

  it('keeps the counts when a server restarts: a new instance sees them', async () => {
    await a.close();
    c = await startInstance({ redisUrl: redis.url });
    expect((await inquiry(c.app, '203.0.113.10', 'after-restart')).statusCode).toBe(429);
    expect((await login(c.app, '203.0.113.12', ADMIN.password)).statusCode).toBe(429);
  });

  it('when Redis dies: logins are refused with 503 + Retry-After, forms keep a limit per process and still store, one log line each', async () => {
    const live = c!;
    await redis.kill();

    const refused = await login(live.app, '203.0.113.13', ADMIN.password);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: COUNTERS_DOWN_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(b.app, '203.0.113.13', 'wrong')).statusCode).toBe(503);

    // Each process counts on its own now: a full allowance each, and never more.
    for (const [instance, tag] of [
      [live, 'fallback-c-'],
      [b, 'fallback-b-'],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < FORMS_PER_MIN + 1; i++)
        statuses.push((await inquiry(instance.app, '203.0.113.14', `${tag}${i}`)).statusCode);
      expect(statuses).toEqual([...Array(FORMS_PER_MIN).fill(200), 429]);
      // Every acknowledged inquiry is stored.
      expect(await storedWithTag(instance.database, tag)).toBe(FORMS_PER_MIN);
    }

    for (const instance of [live, b]) {
      await until(() => instance.logs.some((m) => LOST.test(m)), 'the "Redis unreachable" log line');
      expect(instance.logs.filter((m) => LOST.test(m))).toHaveLength(1);
    }
  });

  it('when Redis is back: one log line, logins work and the counters are shared again', async () => {
    const live = c!;
    await redis.restart();
    for (const instance of [live, b])
      await until(() => instance.logs.some((m) => BACK.test(m)), 'the "Redis reachable again" log line');
    for (const instance of [live, b]) {
      expect(instance.logs.filter((m) => LOST.test(m))).toHaveLength(1);
      expect(instance.logs.filter((m) => BACK.test(m))).toHaveLength(1);
    }

    expect((await login(live.app, '203.0.113.15', ADMIN.password)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < FORMS_PER_MIN + 1; i++)
      statuses.push((await inquiry(i % 2 ? b.app : live.app, '203.0.113.16', `back-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(FORMS_PER_MIN).fill(200), 429]);
  });

  it('when Redis hangs (accepts, never answers): requests still get answers, not a wait without end', async () => {
    const live = c!;
    redis.pause();
    try {
      const refused = await login(live.app, '203.0.113.17', ADMIN.password);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await inquiry(b.app, '203.0.113.17', 'hung-b')).statusCode).toBe(200);
      expect((await inquiry(live.app, '203.0.113.17', 'hung-c')).statusCode).toBe(200);
      expect(await storedWithTag(live.database, 'hung-')).toBe(1);
    } finally {
      redis.resume();
    }
    for (const instance of [live, b])
      await until(() => instance.logs.filter((m) => BACK.test(m)).length === 2, 'Redis back after the hang');
    expect((await login(live.app, '203.0.113.18', ADMIN.password)).statusCode).toBe(200);
  });
});

describeWithRedis('REDIS_URL that cannot be reached at start', () => {
  let deadUrl: string;
  beforeAll(async () => {
    deadUrl = `redis://127.0.0.1:${await freePort()}`;
  });

  it('makes buildApp fail with a message naming REDIS_URL', async () => {
    const start = startInstance({ redisUrl: deadUrl });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      /REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+ \(connect ECONNREFUSED/,
    );
  });

  it('makes the server refuse to start: it exits with the message instead of listening', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-redis-start-'));
    try {
      await expect(startServer({ env: { DATA_DIR: dataDir, REDIS_URL: deadUrl } })).rejects.toThrow(
        /exited before it was ready[\s\S]*Configuration error: REDIS_URL: cannot reach Redis/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
