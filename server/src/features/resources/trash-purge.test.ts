import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StorageStatus } from '@dds/shared/src/schemas/storage-status';
import { STORAGE_STATUS_PATH } from '@dds/shared/src/schemas/storage-status';
import type { Db } from '../../db/database';
import { createDiskStorage } from '../../storage/file-storage';
import { createTestDatabase, describeEachDialect, multipart, testDialects } from '../../../test/support/test-app';
import { makePng } from '../../../test/support/fixtures';
import { admissionTable } from '../admissions/admission.table';
import { donationTable } from '../donations/donation.table';
import { inquiryTable } from '../inquiries/inquiry.table';
import { purgeExpiredTrash } from './trash-purge-schedule';
import { adminApi, seedInquiry } from '../../../test/support/resource-test-helpers';

const TABLES = [inquiryTable, admissionTable, donationTable];
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();

/** Moves a record to the Trash as if it had been deleted `days` ago. */
async function trashedDaysAgo(db: Db, table: 'inquiries' | 'donations', id: number, days: number) {
  await db
    .updateTable(table)
    .set({ deleted_at: daysAgo(days), deleted_reason: 'spam' })
    .where('id', '=', id)
    .execute();
}

async function purgeAudit(db: Db, target: string) {
  return db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'detail'])
    .where('target', '=', target)
    .where('action', 'like', '%.purge')
    .execute();
}

describeEachDialect('the Trash is emptied', (t) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);
  const screenshots = () => {
    const dir = path.join(t().dataDir, 'uploads', 'screenshots');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const usedBytes = async () => ((await api.get(STORAGE_STATUS_PATH)).body as StorageStatus).donationUploads.usedBytes;
  /** A donation as the public form sends it, with a real screenshot on disk; answers its id and file. */
  const donate = async (name: string) => {
    const before = new Set(screenshots());
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/donation',
      ...multipart(
        { name, email: 'trash@example.com' },
        { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() },
      ),
    });
    expect(res.statusCode).toBe(200);
    const file = screenshots().find((f) => !before.has(f))!;
    const row = await t()
      .database.db.selectFrom('donations')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return { id: row.id, file };
  };

  beforeAll(async () => {
    cookie = await t().login();
  });

  it('Empty Trash deletes the records and their screenshots for good, frees the upload quota and audits each', async () => {
    const kept = await donate('Live Donor');
    const gone = await donate('Spam Donor');
    expect((await api.post('/api/admin/donations/bulk', { action: 'spam', ids: [gone.id] })).status).toBe(200);
    const quotaBefore = await usedBytes();
    expect(screenshots()).toEqual(expect.arrayContaining([kept.file, gone.file]));

    const res = await api.post('/api/admin/donations/trash/empty', {});
    expect(res).toEqual({ status: 200, body: { purged: 1 } });

    expect(screenshots()).toContain(kept.file);
    expect(screenshots()).not.toContain(gone.file);
    expect((await api.get(`/api/admin/donations/${gone.id}`)).status).toBe(404);
    expect((await api.get(`/api/admin/donations/${kept.id}`)).status).toBe(200);
    expect(await usedBytes()).toBeLessThan(quotaBefore);
    const audit = await purgeAudit(t().database.db, `donation:${gone.id}`);
    expect(audit).toEqual([
      { actor: 'admin@dds.test', action: 'donation.purge', detail: expect.stringContaining('"reason":"emptied"') },
    ]);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ was: 'spam' });
    // Nothing left: a second click deletes nothing.
    expect((await api.post('/api/admin/donations/trash/empty', {})).body).toEqual({ purged: 0 });
  });

  it('Empty Trash of one list leaves the other lists and live records alone', async () => {
    const db = t().database.db;
    const [trashed, live] = [
      await seedInquiry(db, { name: 'Trashed Inquiry' }),
      await seedInquiry(db, { name: 'Live Inquiry' }),
    ];
    await trashedDaysAgo(db, 'inquiries', trashed, 1);
    const otherList = await donate('Trashed Donor');
    await api.post('/api/admin/donations/bulk', { action: 'delete', ids: [otherList.id] });

    expect((await api.post('/api/admin/inquiries/trash/empty', {})).body).toEqual({ purged: 1 });
    expect((await api.get(`/api/admin/inquiries/${trashed}`)).status).toBe(404);
    expect((await api.get(`/api/admin/inquiries/${live}`)).status).toBe(200);
    expect((await api.get(`/api/admin/donations/${otherList.id}`)).status).toBe(200);
    expect(screenshots()).toContain(otherList.file);
  });

  it('tells the Trash view how many days a record stays (and only the Trash view)', async () => {
    expect((await api.get('/api/admin/inquiries?trash=1&page=1&pageSize=1')).body).toMatchObject({ trashKeepDays: 30 });
    expect((await api.get('/api/admin/inquiries?page=1&pageSize=1')).body).not.toHaveProperty('trashKeepDays');
  });

  it('refuses Empty Trash without a session, and has none for certificates (no Trash)', async () => {
    const db = t().database.db;
    const id = await seedInquiry(db);
    await trashedDaysAgo(db, 'inquiries', id, 1);
    const anonymous = await t().app.inject({ method: 'POST', url: '/api/admin/inquiries/trash/empty', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.get(`/api/admin/inquiries/${id}`)).status).toBe(200);
    expect((await api.post('/api/admin/certificates/trash/empty', {})).status).toBe(404);
  });

  it('the automatic purge deletes only what has been in the Trash longer than TRASH_KEEP_DAYS, as "system"', async () => {
    const db = t().database.db;
    const [old, recent, live] = [await seedInquiry(db), await seedInquiry(db), await seedInquiry(db)];
    await trashedDaysAgo(db, 'inquiries', old, 31);
    await trashedDaysAgo(db, 'inquiries', recent, 29);
    const oldDonation = await donate('Old Spam Donor');
    await trashedDaysAgo(db, 'donations', oldDonation.id, 45);

    const { counts } = await purgeExpiredTrash(db, createDiskStorage(t().dataDir), TABLES, 30);
    expect(counts).toEqual({ inquiries: 1, donations: 1 });
    expect((await api.get(`/api/admin/inquiries/${old}`)).status).toBe(404);
    expect((await api.get(`/api/admin/inquiries/${recent}`)).status).toBe(200);
    expect((await api.get(`/api/admin/inquiries/${live}`)).status).toBe(200);
    expect(screenshots()).not.toContain(oldDonation.file);
    expect(await purgeAudit(db, `inquiry:${old}`)).toEqual([
      { actor: 'system', action: 'inquiry.purge', detail: expect.stringContaining('"reason":"expired"') },
    ]);
    // The Activity log shows it too.
    const activity = await api.get('/api/admin/activity?action=inquiry.purge');
    expect(JSON.stringify(activity.body)).toContain(`inquiry:${old}`);
  });
});

// Two app processes sharing one database each run the hourly purge: every row is deleted and audited
// exactly once, whichever process gets it.
for (const dialect of testDialects()) {
  describe(`the automatic purge in two processes at once [${dialect}]`, () => {
    it('purges each expired record once', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-purge-'));
      const { database, reopen, drop } = await createTestDatabase(dialect, dataDir);
      const second = reopen();
      try {
        const ids: number[] = [];
        for (let i = 0; i < 1200; i++) ids.push(await seedInquiry(database.db, { name: `Expired ${i}` }));
        await database.db
          .updateTable('inquiries')
          .set({ deleted_at: daysAgo(40), deleted_reason: 'deleted' })
          .execute();
        const storage = createDiskStorage(dataDir);
        const run = (db: Db) => purgeExpiredTrash(db, storage, TABLES, 30);
        // PostgreSQL: truly at once, the deletes racing row by row. SQLite: one writer per file, so a
        // second process waits for the first to commit; in one test process (better-sqlite3 is
        // synchronous) that wait would block the first as well, so here the second purge runs after.
        const [a, b] =
          dialect === 'postgres'
            ? await Promise.all([run(database.db), run(second.db)])
            : [await run(database.db), await run(second.db)];
        expect((a.counts.inquiries ?? 0) + (b.counts.inquiries ?? 0)).toBe(1200);
        const left = await database.db
          .selectFrom('inquiries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(left.n)).toBe(0);
        const audits = await database.db
          .selectFrom('audit_log')
          .select('target')
          .where('action', '=', 'inquiry.purge')
          .execute();
        expect(audits).toHaveLength(1200);
        expect(new Set(audits.map((r) => r.target)).size).toBe(1200);
      } finally {
        await second.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
}
