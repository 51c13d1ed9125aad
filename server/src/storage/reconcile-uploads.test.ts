import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { describeEachDialect, multipart, ORIGIN } from '../../test/support/test-app';
import { makePdf, makePng } from '../../test/support/fixtures';
import { reconcileUploads } from './reconcile-uploads';

const HOUR = 60 * 60_000;

describeEachDialect('start-up reconcile of uploads', (t) => {
  const uploads = () => path.join(t().dataDir, 'uploads');
  const listAll = () =>
    fs
      .readdirSync(uploads(), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(uploads(), path.join(e.parentPath, e.name)))
      .sort();
  /** A leftover file, back-dated so it is older than the grace period (or not). */
  const leftover = (rel: string, ageMs: number) => {
    const file = path.join(uploads(), rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(100));
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return rel;
  };
  const age = (rel: string, ageMs: number) => {
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(uploads(), rel), when, when);
  };
  const uuidName = (ext: string) => `${crypto.randomUUID()}.${ext}`;

  it('removes old unfinished parts and unreferenced files, keeps referenced and recent ones, and logs each removal', async () => {
    // Real uploads through the routes: one screenshot, one certificate.
    const cookie = await t().login();
    const d = multipart(
      { name: 'Kept Donor', email: 'kept@example.com' },
      { field: 'screenshot', name: 's.png', type: 'image/png', data: makePng() },
    );
    expect(
      (await t().app.inject({ method: 'POST', url: '/api/donation', payload: d.payload, headers: d.headers }))
        .statusCode,
    ).toBe(200);
    const c = multipart(
      { name: 'Kept Student', roll: 'KEEP001', dob: '2004-01-01' },
      { field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf('kept') },
    );
    expect(
      (
        await t().app.inject({
          method: 'POST',
          url: '/api/certificates/upload',
          payload: c.payload,
          headers: { ...c.headers, cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(200);
    const referenced = listAll().filter((f) => !f.startsWith('tmp'));
    expect(referenced).toHaveLength(2);
    for (const f of referenced) age(f, 3 * HOUR); // old but referenced: must stay

    const oldPart = leftover(`tmp/${crypto.randomUUID()}.part`, 2 * HOUR);
    const freshPart = leftover(`tmp/${crypto.randomUUID()}.part`, 60_000); // another process mid-upload
    const oldShot = leftover(`screenshots/${uuidName('webp')}`, 2 * HOUR);
    const oldCert = leftover(`certificates/${uuidName('pdf')}`, 2 * HOUR);
    const freshCert = leftover(`certificates/${uuidName('pdf')}`, 60_000); // committed, row not yet written
    const foreign = leftover('screenshots/README.txt', 2 * HOUR); // not a name we make: not ours to delete

    const lines: string[] = [];
    const report = await reconcileUploads(t().database.db, {
      dataDir: t().dataDir,
      graceMs: HOUR,
      log: (l) => lines.push(l),
    });

    expect(listAll()).toEqual([...referenced, freshPart, freshCert, foreign].sort());
    expect(report.removed.sort()).toEqual([oldPart, oldShot, oldCert].sort());
    for (const f of [oldPart, oldShot, oldCert]) expect(lines.some((l) => l.includes(f))).toBe(true);
    expect(lines.join('\n')).toMatch(/removed 3 /);
  });

  it('with no grace period removes every leftover (single process, e.g. after a crash in tests)', async () => {
    const part = leftover(`tmp/${crypto.randomUUID()}.part`, 0);
    const orphan = leftover(`screenshots/${uuidName('webp')}`, 0);
    const report = await reconcileUploads(t().database.db, { dataDir: t().dataDir, graceMs: 0, log: () => {} });
    expect(report.removed).toEqual(expect.arrayContaining([part, orphan]));
    expect(fs.readdirSync(path.join(uploads(), 'tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(uploads(), orphan))).toBe(false);
  });

  it('reports rows whose file is missing, without touching them', async () => {
    const cookie = await t().login();
    const list = (await t().app.inject({ method: 'GET', url: '/api/admin/certificates', headers: { cookie } })).json();
    const row = list.find((x: { roll: string }) => x.roll === 'KEEP001');
    const [certFile] = fs.readdirSync(path.join(uploads(), 'certificates'));
    const lines: string[] = [];
    fs.renameSync(path.join(uploads(), 'certificates', certFile!), path.join(t().dataDir, 'moved-away'));
    try {
      const report = await reconcileUploads(t().database.db, {
        dataDir: t().dataDir,
        graceMs: HOUR,
        log: (l) => lines.push(l),
      });
      expect(report.missing).toEqual([`certificates/${certFile}`]);
      expect(lines.join('\n')).toMatch(/missing/i);
      const still = (
        await t().app.inject({ method: 'GET', url: '/api/admin/certificates', headers: { cookie } })
      ).json();
      expect(still.map((x: { id: number }) => x.id)).toContain(row.id);
    } finally {
      fs.renameSync(path.join(t().dataDir, 'moved-away'), path.join(uploads(), 'certificates', certFile!));
    }
  });

  it('fills in the size of screenshots stored before sizes were recorded, so the quota counts them', async () => {
    const key = `screenshots/${uuidName('png')}`;
    fs.writeFileSync(path.join(uploads(), key), makePng(40, 40));
    await t()
      .database.db.insertInto('donations')
      .values({
        name: 'Old Row',
        email: 'old@example.com',
        screenshot_key: key,
        screenshot_type: 'image/png',
        verified: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await reconcileUploads(t().database.db, { dataDir: t().dataDir, graceMs: HOUR, log: () => {} });
    const row = await t()
      .database.db.selectFrom('donations')
      .select('screenshot_bytes')
      .where('screenshot_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(row.screenshot_bytes)).toBe(makePng(40, 40).length);
  });
});

describe('upload settings from the environment', () => {
  it('reads DONATION_UPLOAD_QUOTA_MB (default 500) and UPLOAD_ORPHAN_GRACE_MINUTES (default 60)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-cfg-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
        donationUploadQuotaBytes: 500 * 1024 * 1024,
        uploadOrphanGraceMs: HOUR,
      });
      expect(
        loadConfig({ DATA_DIR: dataDir, DONATION_UPLOAD_QUOTA_MB: '2', UPLOAD_ORPHAN_GRACE_MINUTES: '0' }),
      ).toMatchObject({ donationUploadQuotaBytes: 2 * 1024 * 1024, uploadOrphanGraceMs: 0 });
      expect(() => loadConfig({ DATA_DIR: dataDir, DONATION_UPLOAD_QUOTA_MB: '0' })).toThrow(
        /DONATION_UPLOAD_QUOTA_MB/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
