import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { insertInquiry } from '../features/inquiries/inquiry.repository';
import { committedInquiryNames } from '../../test/support/committed-inquiries';
import { validInquiry } from '../../test/support/fixtures';
import { createSqliteDatabase, type Database } from './database';
import { GroupCommit } from './group-commit';
import { migrateToLatest } from './migrate';
import { syncWalFile } from './wal-sync';

/**
 * The batch's fsync runs off the event loop (group-commit.ts, `syncWal`): a submitter hears "saved"
 * only after an fsync of the WAL that began after its COMMIT, and a failed fsync acknowledges none.
 */
describe('group commit with the WAL fsynced off the event loop', () => {
  let dataDir: string;
  let file: string;
  let database: Database;
  /** fsyncs asked for, each finished by the test (resolve) or failed (reject). */
  let syncs: Array<{ resolve(): void; reject(error: Error): void; rowsAtStart: string[] }>;
  let group: GroupCommit;

  const stored = () => committedInquiryNames(file);
  const submit = (name: string) => group.submit((db) => insertInquiry(db, validInquiry({ name }) as never));
  const settled = async <T>(promise: Promise<T>) => {
    let state = 'pending';
    promise.then(
      () => (state = 'fulfilled'),
      () => (state = 'rejected'),
    );
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    return state;
  };
  const nextSync = async () => {
    for (let i = 0; i < 100 && syncs.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const sync = syncs.shift();
    if (!sync) throw new Error('no fsync was asked for');
    return sync;
  };

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-walsync-'));
    file = path.join(dataDir, 'dds.sqlite');
    database = createSqliteDatabase(file);
    await migrateToLatest(database.db);
    syncs = [];
    group = new GroupCommit(
      database.db,
      () => new Promise<void>((resolve, reject) => syncs.push({ resolve, reject, rowsAtStart: stored() })),
    );
  });
  afterEach(async () => {
    for (const sync of syncs) sync.resolve();
    await group.drain();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a batch only once its fsync, begun after the COMMIT, has finished', async () => {
    const batch = Promise.all(['Asha', 'Ravi', 'Meena'].map(submit));
    const sync = await nextSync();
    expect(sync.rowsAtStart).toEqual(['Asha', 'Ravi', 'Meena']); // committed before the fsync began
    expect(await settled(batch)).toBe('pending'); // committed, not yet on disk: nobody told "saved"
    sync.resolve();
    expect(await batch).toHaveLength(3);
  });

  it("posts arriving during a batch's fsync are taken in and committed together once it ends", async () => {
    const first = Promise.all(['One', 'Two'].map(submit));
    const firstSync = await nextSync();
    const second = Promise.all(['Three', 'Four', 'Five'].map(submit)); // the event loop is free to take them
    expect(await settled(second)).toBe('pending');
    expect(syncs).toHaveLength(0); // one batch in flight: they wait, and make one bigger batch
    expect(stored()).toEqual(['One', 'Two']);
    firstSync.resolve();
    expect(await first).toHaveLength(2);
    const secondSync = await nextSync();
    expect(secondSync.rowsAtStart).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    secondSync.resolve();
    expect(await second).toHaveLength(3);
  });

  it('a failed fsync fails every submission of its batch: none is acknowledged', async () => {
    const batch = Promise.allSettled(['A', 'B', 'C'].map(submit));
    (await nextSync()).reject(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    expect((await batch).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // A later batch is unaffected.
    const later = submit('D');
    (await nextSync()).resolve();
    await expect(later).resolves.toEqual(expect.any(Number));
  });

  it('only the batch commits with synchronous=NORMAL: the connection is back to FULL for every other write', async () => {
    const batch = Promise.all(['X', 'Y'].map(submit));
    (await nextSync()).resolve();
    await batch;
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(rows[0]!.synchronous).toBe(2); // FULL
  });

  it('the real fsync: submissions through the database are stored and answered', async () => {
    const wal = syncWalFile(file);
    await expect(wal.sync()).resolves.toBeUndefined(); // the WAL exists after migrating
    wal.close();
    const names = Array.from({ length: 25 }, (_, i) => `Durable ${i}`);
    await Promise.all(names.map((name) => database.submit((db) => insertInquiry(db, validInquiry({ name }) as never))));
    expect(stored()).toEqual(names);
  });
});
