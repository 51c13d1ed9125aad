import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job';
import { runBackup, type BackupResult } from './backup';

/** Backup folders are named by their UTC start time, so name order is time order. */
const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;
const PARTIAL_SUFFIX = '.partial';
const LOCK_FILE = '.backup.lock';
/** The error of the last backup that failed, until one succeeds: the panel shows it (features/owner). */
const FAILURE_FILE = '.last-failure';
/** A lock or partial folder older than this belongs to a process that died mid-backup. */
const STALE_MS = 6 * 3600_000;

export const backupName = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

function nameTime(name: string): number | undefined {
  const m = NAME.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : undefined;
}

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
  /** Folder holding one sub-folder per backup (BACKUP_DIR). */
  dir: string;
  /** How many complete backups to keep; older ones are deleted after each new one. */
  keep: number;
}

/** Complete backups (a finished folder with its manifest), oldest first. */
export function listBackups(dir: string): Array<{ name: string; path: string; time: number }> {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => nameTime(name) !== undefined && fs.existsSync(path.join(dir, name, 'manifest.json')))
    .sort()
    .map((name) => ({ name, path: path.join(dir, name), time: nameTime(name)! }));
}

/** Deletes all but the newest `keep` complete backups, and partial folders left by a crash. */
export async function pruneBackups(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  const complete = listBackups(dir);
  for (const old of complete.slice(0, Math.max(0, complete.length - keep))) {
    await fsp.rm(old.path, { recursive: true, force: true });
    removed.push(old.name);
  }
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue;
    const started = nameTime(name.slice(0, -PARTIAL_SUFFIX.length));
    if (started !== undefined && now - started > STALE_MS) {
      await fsp.rm(path.join(dir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * One backup into `dir`: written under <time>.partial and renamed when complete, so a crash never
 * leaves a folder that looks like a good backup (and pruning never counts one). Then prunes.
 */
export async function createBackup(
  target: BackupTarget,
  now = new Date(),
): Promise<BackupResult & { pruned: string[] }> {
  await fsp.mkdir(target.dir, { recursive: true, mode: 0o700 });
  const final = path.join(target.dir, backupName(now));
  const partial = final + PARTIAL_SUFFIX;
  try {
    const result = await runBackup({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, outDir: partial });
    await fsp.rename(partial, final);
    const pruned = await pruneBackups(target.dir, target.keep, now.getTime());
    await fsp.rm(path.join(target.dir, FAILURE_FILE), { force: true });
    return { ...result, dir: final, database: path.join(final, path.basename(result.database)), pruned };
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    await fsp
      .writeFile(path.join(target.dir, FAILURE_FILE), JSON.stringify({ at: now.toISOString(), message }), {
        mode: 0o600,
      })
      .catch(() => undefined);
    throw error;
  }
}

/** The last backup that failed after the newest good one (its time and error), or undefined. */
export function lastBackupFailure(dir: string): { at: string; message: string } | undefined {
  try {
    const failure = JSON.parse(fs.readFileSync(path.join(dir, FAILURE_FILE), 'utf8')) as {
      at?: unknown;
      message?: unknown;
    };
    return typeof failure.at === 'string' && typeof failure.message === 'string'
      ? { at: failure.at, message: failure.message }
      : undefined;
  } catch {
    return undefined;
  }
}

/** An exclusive lock file, so two app processes sharing BACKUP_DIR never back up at once. */
async function withLock<T>(dir: string, now: number, work: () => Promise<T>): Promise<T | 'busy'> {
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const lock = path.join(dir, LOCK_FILE);
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(lock, 'wx');
  } catch {
    const stat = await fsp.stat(lock).catch(() => undefined);
    if (stat && now - stat.mtimeMs <= STALE_MS) return 'busy';
    await fsp.rm(lock, { force: true });
    try {
      handle = await fsp.open(lock, 'wx');
    } catch {
      return 'busy';
    }
  }
  try {
    await handle.writeFile(`${process.pid}\n`);
    await handle.close();
    return await work();
  } finally {
    await fsp.rm(lock, { force: true });
  }
}

export type DueResult =
  | { status: 'created'; result: BackupResult & { pruned: string[] } }
  | { status: 'not-due'; dueAt: number }
  | { status: 'busy' };

/**
 * Backs up when the newest complete backup is `everyMs` old or more (or there is none). Driven by
 * the backups on disk, not by a timer's age: a server restarted every few hours still backs up,
 * and a second process finds the fresh backup and does nothing.
 */
export async function backupIfDue(target: BackupTarget, everyMs: number, now = new Date()): Promise<DueResult> {
  const dueAt = () => {
    const newest = listBackups(target.dir).at(-1);
    return newest ? newest.time + everyMs : 0;
  };
  if (dueAt() > now.getTime()) return { status: 'not-due', dueAt: dueAt() };
  const outcome = await withLock(target.dir, now.getTime(), async (): Promise<DueResult> => {
    // Checked again under the lock: another process may have just finished one.
    const at = dueAt();
    if (at > now.getTime()) return { status: 'not-due', dueAt: at };
    return { status: 'created', result: await createBackup(target, now) };
  });
  return outcome === 'busy' ? { status: 'busy' } : outcome;
}

type Log = { info(msg: string): void; error(msg: string): void };

/** Longest single wait: re-reading the folder hourly notices backups made or deleted by hand. */
const MAX_WAIT_MS = 3600_000;
/** After a failure (disk full, pg_dump missing), try again this soon rather than a day later. */
const RETRY_MS = 15 * 60_000;

/** BACKUP_EVERY_HOURS in-process: checks at start, then sleeps until the next backup is due. */
export function startBackupSchedule(target: BackupTarget, everyHours: number, log: Log): PeriodicJob {
  const everyMs = everyHours * 3600_000;
  // Re-read the folder at least hourly, never busy-loop.
  const wait = (ms: number) => Math.max(1000, Math.min(ms, MAX_WAIT_MS));
  return startPeriodicJob({
    name: 'Scheduled backup',
    log,
    retryMs: wait(Math.min(RETRY_MS, everyMs)),
    run: async () => {
      const outcome = await backupIfDue(target, everyMs);
      if (outcome.status === 'created') {
        const { result } = outcome;
        log.info(
          `Backup written to ${result.dir} (${result.files} uploaded file(s)${result.pruned.length ? `; removed ${result.pruned.length} old backup(s)` : ''})`,
        );
        if (result.missing.length)
          log.error(`Backup ${result.dir}: ${result.missing.length} file(s) were deleted while it ran`);
        return wait(everyMs);
      }
      if (outcome.status === 'not-due') return wait(outcome.dueAt - Date.now());
      return wait(60_000); // another process is backing up
    },
  });
}
