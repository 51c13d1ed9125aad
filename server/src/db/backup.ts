import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { isPostgresUrl } from '../config';

/** Written by config.ts when SESSION_SECRET is unset. */
export const SESSION_SECRET_FILE = 'session-secret';

export interface BackupResult {
  dir: string;
  database: string;
  files: number;
  missing: string[];
}

/** Copies every file under `from` into `to` (files are write-once: keys never get new bytes). */
export async function copyTree(from: string, to: string, skip: (rel: string) => boolean, rel = ''): Promise<number> {
  let count = 0;
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(from, rel), { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const child = path.join(rel, entry.name);
    if (skip(child)) continue;
    if (entry.isDirectory()) {
      count += await copyTree(from, to, skip, child);
    } else if (entry.isFile()) {
      await fsp.mkdir(path.join(to, rel), { recursive: true });
      await fsp.copyFile(path.join(from, child), path.join(to, child));
      count += 1;
    }
  }
  return count;
}

/**
 * Online backup while the server runs. The database goes first, as one consistent snapshot
 * (SQLite's backup API under WAL, or pg_dump's single transaction); then the upload files,
 * which never change once written, so every file a snapshot row names is still there unless it
 * was deleted in between — those are listed as `missing`.
 */
export async function runBackup(opts: {
  dataDir: string;
  databaseUrl?: string;
  outDir: string;
}): Promise<BackupResult> {
  const dir = path.resolve(opts.outDir);
  // A backup holds password hashes and the session secret: readable by the service user only.
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  let databaseFile: string;
  let keys: string[];

  if (isPostgresUrl(opts.databaseUrl)) {
    databaseFile = path.join(dir, 'dds.pgdump');
    await promisify(execFile)('pg_dump', ['--format=custom', '--no-owner', `--file=${databaseFile}`, opts.databaseUrl]);
    keys = []; // file check needs the live db; pg_dump's snapshot is not queryable here
  } else {
    const source = path.join(opts.dataDir, 'dds.sqlite');
    if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
    databaseFile = path.join(dir, 'dds.sqlite');
    const live = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await live.backup(databaseFile);
    } finally {
      live.close();
    }
    const snapshot = new SqliteDatabase(databaseFile, { readonly: true });
    try {
      const rows = snapshot
        .prepare('select screenshot_key as k from donations union all select file_key as k from certificates')
        .all() as Array<{ k: string }>;
      keys = rows.map((r) => r.k);
    } finally {
      snapshot.close();
    }
  }

  const uploads = path.join(opts.dataDir, 'uploads');
  const files = await copyTree(uploads, path.join(dir, 'uploads'), (rel) => rel === 'tmp');
  const missing = keys.filter((k) => !fs.existsSync(path.join(dir, 'uploads', k)));
  // The generated secret (when SESSION_SECRET is not set) keys sessions and certificate links:
  // restoring it keeps admins logged in and links valid on the restored machine.
  const secret = path.join(opts.dataDir, SESSION_SECRET_FILE);
  if (fs.existsSync(secret)) await fsp.copyFile(secret, path.join(dir, SESSION_SECRET_FILE));
  await fsp.writeFile(
    path.join(dir, 'manifest.json'),
    JSON.stringify(
      { createdAt: new Date().toISOString(), database: path.basename(databaseFile), files, missing },
      null,
      2,
    ),
  );
  return { dir, database: databaseFile, files, missing };
}
