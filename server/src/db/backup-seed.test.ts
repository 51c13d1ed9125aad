import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describeEachDialect, startTestApp } from '../../test/support/test-app';
import { runBackup } from './backup';
import { SAMPLE_CERTIFICATES, seedDevData } from './seed';
import { createDiskStorage } from '../storage/file-storage';

describeEachDialect('seed', (t) => {
  it('adds the two sample certificates and a few rows, and is idempotent', async () => {
    const storage = createDiskStorage(t().dataDir);
    expect((await seedDevData(t().database, storage)).length).toBeGreaterThan(0);
    expect(await seedDevData(t().database, storage)).toEqual([]);
    const c = SAMPLE_CERTIFICATES[0]!;
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/certificates/lookup',
      payload: { name: c.name, roll: c.roll, dob: c.dob },
    });
    expect(res.statusCode).toBe(200);
    const pdf = await t().app.inject({ method: 'GET', url: res.json().downloadUrl });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const cookie = await t().login();
    const counts = (await t().app.inject({ method: 'GET', url: '/api/admin/counts', headers: { cookie } })).json();
    expect(counts).toEqual({ inquiry: 3, admission: 3, donation: 3 });
  });
});

describe('online backup (SQLite)', () => {
  it('copies a consistent database and the uploads while the app is running', async () => {
    const t = await startTestApp('sqlite');
    try {
      await seedDevData(t.database, createDiskStorage(t.dataDir));
      // the app still holds its connection open (WAL) while we back up
      const out = path.join(t.dataDir, 'backup-1');
      const result = await runBackup({ dataDir: t.dataDir, outDir: out });
      expect(result.missing).toEqual([]);
      expect(result.files).toBe(5); // 2 certificates + 3 screenshots
      const copy = new SqliteDatabase(path.join(out, 'dds.sqlite'), { readonly: true });
      const n = copy.prepare('select count(*) as n from donations').get() as { n: number };
      const keys = copy.prepare('select file_key as k from certificates').all() as Array<{ k: string }>;
      copy.close();
      expect(n.n).toBe(3);
      for (const { k } of keys) expect(fs.existsSync(path.join(out, 'uploads', k))).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'))).toMatchObject({
        files: 5,
        missing: [],
      });
    } finally {
      await t.close();
    }
  });
});
