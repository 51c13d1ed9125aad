/**
 * Restore drill: populate an instance the way visitors and the admin do, back it up, wipe it,
 * restore it, and find every row and every uploaded byte again — and the restored site working
 * (same admin session, same certificate link). SQLite always; PostgreSQL when TEST_DATABASE_URL is set.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { upsertAdmin } from '../features/auth/admin-user.repository';
import { hashPassword } from '../security/password';
import { ADMIN, multipart, ORIGIN, sessionCookie, testDialects, type DialectName } from '../../test/support/test-app';
import { makePdf, makePng, validAdmission, validInquiry } from '../../test/support/fixtures';
import { createBackup, listBackups } from './backup-schedule';
import { createDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';
import { runRestore } from './restore';

/** A PostgreSQL database of its own (pg_dump works per database), created empty and dropped after. */
async function withScratchDatabase(): Promise<{
  url: string;
  recreate: () => Promise<void>;
  drop: () => Promise<void>;
}> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `dds_drill_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    recreate: async () => {
      await admin(`drop database ${name} with (force)`);
      await admin(`create database ${name}`);
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** Every row of every table (found by introspection, so a new table is covered too), in a stable order. */
async function allRows({ database }: { database: Database }) {
  const out: Record<string, unknown[]> = {};
  for (const table of await database.db.introspection.getTables({ withInternalKyselyTables: true })) {
    const rows = await database.db
      .selectFrom(table.name as never)
      .selectAll()
      .execute();
    out[table.name] = rows
      .map((r) => JSON.stringify(r))
      .sort()
      .map((r) => JSON.parse(r) as unknown);
  }
  return out;
}

/** Every file under uploads/ (temp folder aside) with its bytes. */
function allUploads(dataDir: string): Map<string, Buffer> {
  const root = path.join(dataDir, 'uploads');
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(root, full);
    if (entry.isFile() && !rel.startsWith('tmp')) files.set(rel, fs.readFileSync(full));
  }
  return files;
}

interface Instance {
  config: Config;
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The instance as main.ts starts it: configuration from the environment, migrations, then the app. */
async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const config = loadConfig(env);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    config,
    database,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function populate(instance: Instance) {
  const { app } = instance;
  await upsertAdmin(instance.database.db, ADMIN.email, await hashPassword(ADMIN.password, 10));
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  for (const name of ['Asha Verma', 'आशा वर्मा', 'Zoë Singh'])
    expect((await post('/api/inquiry/inquiryform', validInquiry({ name }))).statusCode).toBe(200);
  for (const name of ['Ravi Kumar', 'Neha Gupta'])
    expect((await post('/api/admission/admissionform', validAdmission({ name }))).statusCode).toBe(200);
  for (const [i, rgb] of (
    [
      [10, 200, 30],
      [250, 250, 0],
    ] as const
  ).entries()) {
    const m = multipart(
      { name: `Donor ${i}`, email: `donor${i}@example.com` },
      { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng(8, 8, [...rgb]) },
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/donation', payload: m.payload, headers: m.headers })).statusCode,
    ).toBe(200);
  }

  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    payload: ADMIN,
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookie(login);
  const admin = { origin: ORIGIN, cookie };
  for (const [name, roll] of [
    ['Rahul Sharma', 'DDS2023001'],
    ['Priya Verma', 'DDS2023002'],
  ]) {
    const m = multipart(
      { name: name!, roll: roll!, dob: '2004-05-14' },
      { field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf(`${name} — DCA`) },
    );
    const up = await app.inject({
      method: 'POST',
      url: '/api/certificates/upload',
      payload: m.payload,
      headers: { ...m.headers, ...admin },
    });
    expect(up.statusCode).toBe(200);
  }
  const patch = (url: string, payload: object) => app.inject({ method: 'PATCH', url, payload, headers: admin });
  expect(
    (await patch('/api/admin/inquiries/1', { status: 'contacted', notes: 'Called back;\nwants the evening batch' }))
      .statusCode,
  ).toBe(200);
  expect((await patch('/api/admin/admissions/2', { status: 'confirmed' })).statusCode).toBe(200);
  expect(
    (await patch('/api/admin/donations/1', { verified: true, amount: 1500.5, upiReference: 'UPI123' })).statusCode,
  ).toBe(200);

  const found = await post('/api/certificates/lookup', { name: 'Rahul Sharma', roll: 'DDS2023001', dob: '2004-05-14' });
  return { cookie, downloadUrl: found.json().downloadUrl as string };
}

for (const dialect of testDialects() as DialectName[]) {
  describe(`restore drill [${dialect}]`, () => {
    let work: string;
    let pgScratch: Awaited<ReturnType<typeof withScratchDatabase>> | undefined;
    const running: Instance[] = [];

    beforeEach(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-drill-'));
      if (dialect === 'postgres') pgScratch = await withScratchDatabase();
    });
    afterEach(async () => {
      for (const instance of running.splice(0)) await instance.close().catch(() => undefined);
      await pgScratch?.drop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    const environment = (): NodeJS.ProcessEnv => ({
      DATA_DIR: path.join(work, 'data'),
      BACKUP_DIR: path.join(work, 'backups'), // off the data folder, which the drill wipes
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FORMS_PER_MIN: '1000',
      ...(pgScratch ? { DATABASE_URL: pgScratch.url } : {}),
    });
    const start = async () => {
      const instance = await startInstance(environment());
      running.push(instance);
      return instance;
    };
    const stop = async (instance: Instance) => {
      running.splice(running.indexOf(instance), 1);
      await instance.close();
    };

    it('backs up a populated instance, wipes it, restores it: every row and every upload byte-identical', async () => {
      const before = await start();
      const { cookie, downloadUrl } = await populate(before);
      const rows = await allRows(before);
      const uploads = allUploads(before.config.dataDir);
      expect(Object.keys(rows)).toEqual(
        expect.arrayContaining([
          'inquiries',
          'admissions',
          'donations',
          'certificates',
          'admin_users',
          'sessions',
          'audit_log',
          'kysely_migration',
        ]),
      );
      expect(rows.donations).toHaveLength(2);
      expect(rows.certificates).toHaveLength(2);
      expect(rows.audit_log!.length).toBeGreaterThanOrEqual(5);
      expect(uploads.size).toBe(4);
      const secret = before.config.sessionSecret;

      // The backup the schedule and `db:backup` make, taken while the instance runs.
      const backup = await createBackup({
        dataDir: before.config.dataDir,
        databaseUrl: before.config.databaseUrl,
        dir: before.config.backupDir,
        keep: 7,
      });
      expect(backup.missing).toEqual([]);
      expect(listBackups(before.config.backupDir).map((b) => b.path)).toEqual([backup.dir]);
      await stop(before);

      // Disaster: the data folder (and the PostgreSQL database) are gone.
      fs.rmSync(before.config.dataDir, { recursive: true, force: true });
      await pgScratch?.recreate();

      // As `db:restore` runs: loadConfig first (it creates DATA_DIR and a new secret), then restore.
      const fresh = loadConfig(environment());
      expect(fresh.sessionSecret).not.toBe(secret);
      const restored = await runRestore({ from: backup.dir, dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      expect(restored).toEqual({ database: dialect, files: 4, missing: [] });

      const after = await start();
      expect(await allRows(after)).toEqual(rows);
      const restoredUploads = allUploads(after.config.dataDir);
      expect([...restoredUploads.keys()].sort()).toEqual([...uploads.keys()].sort());
      for (const [key, bytes] of uploads) expect(restoredUploads.get(key)!.equals(bytes)).toBe(true);

      // The restored site works as before: same secret, the admin stays logged in, links still open.
      expect(after.config.sessionSecret).toBe(secret);
      expect((await after.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).json()).toEqual({
        email: ADMIN.email,
        role: 'owner',
        language: 'en',
      });
      const shot = await after.app.inject({
        method: 'GET',
        url: '/api/admin/donations/2/screenshot',
        headers: { cookie },
      });
      const secondShot = (rows.donations!.find((d) => (d as { id: number }).id === 2) as { screenshot_key: string })
        .screenshot_key;
      expect(shot.statusCode).toBe(200);
      expect(shot.rawPayload.equals(uploads.get(secondShot)!)).toBe(true);
      const pdf = await after.app.inject({ method: 'GET', url: downloadUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(makePdf('Rahul Sharma — DCA'))).toBe(true);
      const login = await after.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: ADMIN,
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses to overwrite existing data unless forced, and then keeps what it replaced', async () => {
      const instance = await start();
      await populate(instance);
      const backup = await createBackup({
        dataDir: instance.config.dataDir,
        databaseUrl: instance.config.databaseUrl,
        dir: instance.config.backupDir,
        keep: 7,
      });
      // A visitor writes after the backup; the restore must take the site back to the backup.
      expect(
        (
          await instance.app.inject({
            method: 'POST',
            url: '/api/inquiry/inquiryform',
            payload: validInquiry({ name: 'After Backup' }),
          })
        ).statusCode,
      ).toBe(200);
      await stop(instance);

      const target = { from: backup.dir, dataDir: instance.config.dataDir, databaseUrl: instance.config.databaseUrl };
      await expect(runRestore(target)).rejects.toThrow(/Refusing to overwrite existing data.*--force/);
      const forced = await runRestore({ ...target, force: true });
      expect(forced.missing).toEqual([]);
      if (dialect === 'sqlite') {
        expect(fs.existsSync(path.join(forced.movedAside!, 'dds.sqlite'))).toBe(true);
      }
      expect(fs.readdirSync(path.join(forced.movedAside!, 'uploads', 'certificates'))).toHaveLength(2);

      const after = await start();
      const names = (await after.database.db.selectFrom('inquiries').select('name').execute()).map((r) => r.name);
      expect(names).toHaveLength(3);
      expect(names).not.toContain('After Backup');
    });

    it('refuses a folder that is not a backup', async () => {
      const dataDir = path.join(work, 'data');
      await expect(runRestore({ from: work, dataDir, databaseUrl: pgScratch?.url })).rejects.toThrow(
        /not a backup made by db:backup/,
      );
    });
  });
}
