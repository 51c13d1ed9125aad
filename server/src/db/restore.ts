import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { copyTree, SESSION_SECRET_FILE } from './backup';

export class RestoreError extends Error {}

export interface RestoreResult {
  database: 'sqlite' | 'postgres';
  /** Upload files copied back. */
  files: number;
  /** Files the restored rows name that are not in the restored uploads (should be empty). */
  missing: string[];
  /** Where --force moved the data it replaced (SQLite), if any. */
  movedAside?: string;
}

const SQLITE_FILE = 'dds.sqlite';
const PG_DUMP_FILE = 'dds.pgdump';
const FILE_KEYS_SQL = 'select screenshot_key as k from donations union all select file_key as k from certificates';

/** Files under uploads/ other than the temp folder: a non-empty list means the folder holds data. */
function uploadFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .filter((rel) => !rel.startsWith(`tmp${path.sep}`));
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name in ('admin_users', 'inquiries', 'donations', 'certificates')",
    );
    return (res.rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

async function postgresFileKeys(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query(FILE_KEYS_SQL)).rows as Array<{ k: string }>).map((r) => r.k);
  } finally {
    await client.end();
  }
}

function sqliteFileKeys(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(FILE_KEYS_SQL).all() as Array<{ k: string }>).map((r) => r.k);
  } finally {
    db.close();
  }
}

/** Refuses a file that is not a sound SQLite database before it replaces anything. */
function checkSqliteFile(file: string) {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreError(`The backup's database is damaged (${String(result)})`);
  } finally {
    db.close();
  }
}

/**
 * Restores a folder written by db:backup into DATA_DIR (and DATABASE_URL for PostgreSQL). Run it
 * with the server stopped. It refuses to overwrite existing data unless `force` is set; then the
 * SQLite database and uploads it replaces are moved aside into DATA_DIR/replaced-<time>/ (nothing
 * is deleted), and PostgreSQL tables are dropped and re-created by pg_restore --clean.
 */
export async function runRestore(opts: {
  from: string;
  dataDir: string;
  databaseUrl?: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const from = path.resolve(opts.from);
  const dataDir = path.resolve(opts.dataDir);
  if (!fs.existsSync(path.join(from, 'manifest.json'))) {
    throw new RestoreError(`${from} is not a backup made by db:backup (it has no manifest.json)`);
  }
  const hasSqlite = fs.existsSync(path.join(from, SQLITE_FILE));
  const hasPgDump = fs.existsSync(path.join(from, PG_DUMP_FILE));
  const postgres = isPostgresUrl(opts.databaseUrl);
  if (postgres && !hasPgDump) {
    throw new RestoreError(
      `DATABASE_URL is set but ${from} holds no ${PG_DUMP_FILE} (a SQLite backup): unset DATABASE_URL to restore it`,
    );
  }
  if (!postgres && !hasSqlite) {
    throw new RestoreError(
      `${from} holds a PostgreSQL dump (${PG_DUMP_FILE}): set DATABASE_URL to the database to restore it into`,
    );
  }

  const sqliteTarget = path.join(dataDir, SQLITE_FILE);
  const existingFiles = uploadFiles(dataDir);
  const existingDb = postgres ? await postgresHasTables(opts.databaseUrl!) : fs.existsSync(sqliteTarget);
  if ((existingDb || existingFiles.length) && !opts.force) {
    const what = [
      existingDb && (postgres ? 'the database at DATABASE_URL has tables' : `${sqliteTarget} exists`),
      existingFiles.length && `${existingFiles.length} uploaded file(s) in ${path.join(dataDir, 'uploads')}`,
    ];
    throw new RestoreError(
      `Refusing to overwrite existing data (${what.filter(Boolean).join('; ')}). Stop the server, then run again with --force to replace it.`,
    );
  }

  await fsp.mkdir(dataDir, { recursive: true });
  let movedAside: string | undefined;
  if (existingFiles.length || (!postgres && existingDb)) {
    movedAside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await fsp.mkdir(movedAside, { recursive: true, mode: 0o700 });
    if (existingFiles.length) await fsp.rename(path.join(dataDir, 'uploads'), path.join(movedAside, 'uploads'));
  }

  if (postgres) {
    // One transaction: a dump that fails half-way leaves the database as it was.
    await promisify(execFile)('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${opts.databaseUrl}`,
      path.join(from, PG_DUMP_FILE),
    ]);
  } else {
    const staged = `${sqliteTarget}.restoring`;
    await fsp.copyFile(path.join(from, SQLITE_FILE), staged);
    checkSqliteFile(staged);
    for (const suffix of ['', '-wal', '-shm']) {
      const file = sqliteTarget + suffix;
      if (!fs.existsSync(file)) continue;
      if (movedAside) await fsp.rename(file, path.join(movedAside, SQLITE_FILE + suffix));
      else await fsp.rm(file, { force: true });
    }
    await fsp.rename(staged, sqliteTarget);
  }

  const uploads = path.join(dataDir, 'uploads');
  await fsp.rm(uploads, { recursive: true, force: true }); // only an empty tmp/ can be left here
  const files = await copyTree(path.join(from, 'uploads'), uploads, () => false);
  await fsp.mkdir(path.join(uploads, 'tmp'), { recursive: true });

  // loadConfig() may just have generated a fresh secret in the empty DATA_DIR: the backup's wins.
  const secret = path.join(from, SESSION_SECRET_FILE);
  if (fs.existsSync(secret)) {
    await fsp.copyFile(secret, path.join(dataDir, SESSION_SECRET_FILE));
    await fsp.chmod(path.join(dataDir, SESSION_SECRET_FILE), 0o600);
  }

  const keys = postgres ? await postgresFileKeys(opts.databaseUrl!) : sqliteFileKeys(sqliteTarget);
  const missing = keys.filter((k) => !fs.existsSync(path.join(uploads, k)));
  return { database: postgres ? 'postgres' : 'sqlite', files, missing, ...(movedAside ? { movedAside } : {}) };
}
