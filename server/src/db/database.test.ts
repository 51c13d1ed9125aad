import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from './database';

// SQLite's answer to PRAGMA synchronous: 1 = NORMAL, 2 = FULL.
async function synchronousOf(dataDir: string, override?: 'FULL' | 'NORMAL') {
  const database = createDatabase({ dataDir, ...(override ? { sqliteSynchronous: override } : {}) });
  try {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(database.db);
    return rows[0]!.synchronous;
  } finally {
    await database.close();
  }
}

describe('SQLite durability', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-db-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a new connection commits with synchronous=FULL, so an acknowledged save survives a power cut', async () => {
    expect(await synchronousOf(dataDir)).toBe(2);
  });

  it('only the benchmark lowers it to NORMAL, explicitly', async () => {
    expect(await synchronousOf(dataDir, 'NORMAL')).toBe(1);
  });
});
