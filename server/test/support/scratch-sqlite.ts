import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSqliteDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * A migrated SQLite database of each test's own, in a fresh folder, closed and removed after it.
 * The getters read the current test's: `dir()`, `file()` and `database()`.
 */
export function useScratchSqlite(prefix: string) {
  let dir = '';
  let file = '';
  let database: Database | undefined;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `dds-${prefix}-`));
    file = path.join(dir, 'dds.sqlite');
    database = createSqliteDatabase(file);
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir: () => dir,
    file: () => file,
    database: () => {
      if (!database) throw new Error('useScratchSqlite: no test is running');
      return database;
    },
  };
}
