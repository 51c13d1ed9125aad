import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { createPostgresDatabase, createSqliteDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { upsertAdmin } from '../../src/features/auth/admin-user.repository';
import { hashPassword } from '../../src/security/password';

export const ADMIN = { email: 'admin@dds.test', password: 'correct horse battery' };
export const ORIGIN = 'http://localhost:80';

export type DialectName = 'sqlite' | 'postgres';

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    adminEmail: undefined,
    adminPassword: undefined,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    publicSiteUrl: '/remotes/public-site',
    adminPanelUrl: '/remotes/admin-panel',
    shellDist: path.join(dataDir, 'dist', 'shell'),
    publicSiteDist: path.join(dataDir, 'dist', 'public-site'),
    adminPanelDist: path.join(dataDir, 'dist', 'admin-panel'),
    releasesDir: path.join(dataDir, 'releases'),
    releasesKeep: 10,
    renderBudgetMs: 3000,
    rateLimitFormsPerMin: 10_000,
    rateLimitLoginPer15Min: 10_000,
    donationUploadQuotaBytes: 500 * 1024 * 1024,
    uploadOrphanGraceMs: 60 * 60_000,
    trustProxy: false,
    publicOrigin: undefined,
    adminOrigin: undefined,
    apiBaseUrl: undefined,
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 10_000,
    requestTimeoutMs: 300_000,
    maxConnections: 512,
    shutdownTimeoutMs: 25_000,
    startWaitMs: 0,
    sqliteSynchronous: 'FULL',
    sqliteReadWorkers: 2,
    postgresReadConnections: 2,
    logLevel: 'silent',
    backupEveryHours: 0,
    backupKeep: 7,
    backupDir: path.join(dataDir, 'backups'),
    trashKeepDays: 30,
    // Test-only: cheap scrypt so the suite stays fast. Production is always 2^14, p = 5 (see config.ts).
    scryptLog2N: 10,
    ...overrides,
  };
}

/**
 * A fresh database: a temp SQLite file, or a throwaway schema on the test PostgreSQL server.
 * `reopen` opens another connection to the same data, as a second server process would.
 */
export async function createTestDatabase(
  dialect: DialectName,
  dataDir: string,
): Promise<{ database: Database; drop: () => Promise<void>; reopen: () => Database }> {
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'dds.sqlite');
    const database = createSqliteDatabase(file);
    await migrateToLatest(database.db);
    return { database, drop: () => database.close(), reopen: () => createSqliteDatabase(file) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `dds_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createPostgresDatabase(url, schema);
  await migrateToLatest(database.db, { schema });
  return {
    database,
    reopen: () => createPostgresDatabase(url, schema),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  /** Logs the seeded admin in and returns the Cookie header value. */
  login(): Promise<string>;
  close(): Promise<void>;
}

/** `seedAdmin: false`: a new site with no admin at all (first-run setup). */
export async function startTestApp(
  dialect: DialectName,
  overrides: Partial<Config> = {},
  opts: { seedAdmin?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-test-'));
  const config = testConfig(dataDir, overrides);
  const { database, drop } = await createTestDatabase(dialect, dataDir);
  if (opts.seedAdmin !== false)
    await upsertAdmin(database.db, ADMIN.email, await hashPassword(ADMIN.password, config.scryptLog2N));
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async login() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: ADMIN,
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'dds_session');
  if (!cookie) throw new Error('no session cookie');
  return `dds_session=${cookie.value}`;
}

let skipLogged = false;
/** The dialects to run: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (!skipLogged) {
    skipLogged = true;
    console.log('PostgreSQL half skipped: TEST_DATABASE_URL not set');
  }
  return ['sqlite'];
}

/** Runs a describe block once per available dialect with a fresh app for the block. */
export function describeEachDialect(
  title: string,
  body: (t: () => TestApp, dialect: DialectName) => void,
  overrides: Partial<Config> = {},
) {
  for (const dialect of testDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await startTestApp(dialect, overrides);
      });
      afterAll(async () => {
        await current?.close();
      });
      body(() => current!, dialect);
    });
  }
}

/** Builds a multipart/form-data body by hand (inject has no FormData support for files). */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----dds${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
