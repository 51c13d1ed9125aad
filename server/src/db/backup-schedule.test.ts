import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { createDiskStorage } from '../storage/file-storage';
import {
  backupIfDue,
  backupName,
  createBackup,
  lastBackupFailure,
  listBackups,
  pruneBackups,
  startBackupSchedule,
  type BackupTarget,
} from './backup-schedule';
import { seedDevData } from './seed';

const HOUR = 3600_000;

describe('scheduled backups (BACKUP_EVERY_HOURS, BACKUP_KEEP)', () => {
  let t: TestApp;
  let target: BackupTarget;
  beforeEach(async () => {
    t = await startTestApp('sqlite');
    await seedDevData(t.database, createDiskStorage(t.dataDir));
    target = { dataDir: t.dataDir, dir: path.join(t.dataDir, 'backups'), keep: 3 };
  });
  afterEach(() => t.close());

  it('backs up when none exists, not again until the interval has passed since the newest one', async () => {
    const start = new Date('2026-03-01T00:00:00.000Z');
    const first = await backupIfDue(target, 24 * HOUR, start);
    expect(first.status).toBe('created');
    // A restart an hour later finds the backup on disk: nothing to do (a restarted timer would back up again).
    expect(await backupIfDue(target, 24 * HOUR, new Date(start.getTime() + HOUR))).toEqual({
      status: 'not-due',
      dueAt: start.getTime() + 24 * HOUR,
    });
    expect((await backupIfDue(target, 24 * HOUR, new Date(start.getTime() + 24 * HOUR))).status).toBe('created');
    expect(listBackups(target.dir).map((b) => b.name)).toEqual([
      backupName(start),
      backupName(new Date(start.getTime() + 24 * HOUR)),
    ]);
    const newest = listBackups(target.dir).at(-1)!.path;
    expect(fs.existsSync(path.join(newest, 'dds.sqlite'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(newest, 'manifest.json'), 'utf8'))).toMatchObject({
      files: 5,
      missing: [],
    });
  });

  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const times = [1, 2, 3, 4, 5].map((d) => new Date(Date.UTC(2026, 2, d)));
    for (const time of times) await createBackup(target, time);
    expect(listBackups(target.dir).map((b) => b.name)).toEqual(times.slice(2).map(backupName));
  });

  it('never counts or keeps a backup that did not finish, and removes stale ones', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const crashed = path.join(target.dir, `${backupName(new Date(now.getTime() - 7 * HOUR))}.partial`);
    const unfinished = path.join(target.dir, backupName(new Date(now.getTime() - HOUR))); // no manifest
    fs.mkdirSync(crashed, { recursive: true });
    fs.mkdirSync(unfinished, { recursive: true });
    expect(listBackups(target.dir)).toEqual([]);
    expect((await backupIfDue(target, 24 * HOUR, now)).status).toBe('created');
    expect(fs.existsSync(crashed)).toBe(false);
    expect(listBackups(target.dir).map((b) => b.name)).toEqual([backupName(now)]);
  });

  it('a second process finds the backup in progress (lock) and does not start another', async () => {
    fs.mkdirSync(target.dir, { recursive: true });
    fs.writeFileSync(path.join(target.dir, '.backup.lock'), '12345\n');
    expect(await backupIfDue(target, HOUR)).toEqual({ status: 'busy' });
    expect(listBackups(target.dir)).toEqual([]);
  });

  it('prunes nothing when fewer backups than BACKUP_KEEP exist', async () => {
    await createBackup(target, new Date('2026-03-01T00:00:00.000Z'));
    expect(await pruneBackups(target.dir, 3)).toEqual([]);
    expect(listBackups(target.dir)).toHaveLength(1);
  });

  it('the running schedule writes its first backup at start and stops cleanly', async () => {
    const lines: string[] = [];
    const schedule = startBackupSchedule(target, 24, {
      info: (m) => lines.push(m),
      error: (m) => lines.push(`error: ${m}`),
    });
    while (listBackups(target.dir).length === 0) await new Promise((r) => setTimeout(r, 20));
    await schedule.stop();
    expect(lines).toEqual([expect.stringMatching(/^Backup written to .*backups.* \(5 uploaded file\(s\)\)$/)]);
  });

  it('a failing backup is logged, not thrown, leaves no folder behind, and is remembered for the dashboard', async () => {
    fs.rmSync(path.join(t.dataDir, 'dds.sqlite'));
    const lines: string[] = [];
    const schedule = startBackupSchedule(target, 24, {
      info: (m) => lines.push(m),
      error: (m) => lines.push(`error: ${m}`),
    });
    while (lines.length === 0) await new Promise((r) => setTimeout(r, 20));
    await schedule.stop();
    expect(lines).toEqual([expect.stringMatching(/^error: Scheduled backup failed: No database at /)]);
    // No folder that could pass for a backup; the failure is kept for the dashboard until one succeeds.
    expect(fs.readdirSync(target.dir)).toEqual(['.last-failure']);
    expect(lastBackupFailure(target.dir)).toEqual({
      at: expect.any(String),
      message: expect.stringMatching(/^No database at /),
    });
  });
});
