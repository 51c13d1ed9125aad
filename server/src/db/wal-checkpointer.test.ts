import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { insertInquiry } from '../features/inquiries/inquiry.repository';
import { validInquiry } from '../../test/support/fixtures';
import { useScratchSqlite } from '../../test/support/scratch-sqlite';
import { startWalCheckpointer } from './wal-checkpointer';

/**
 * SQLite's checkpoint runs in a worker thread, not inside a COMMIT on the event loop (deploy/README.md
 * item 6): what is committed reaches the database file itself through the worker.
 */
describe('WAL checkpoints in a worker thread', () => {
  const scratch = useScratchSqlite('checkpoint');

  /** The rows a copy of the database file alone holds (what a checkpoint has folded into it). */
  const namesInMainFile = () => {
    const copy = path.join(scratch.dir(), 'copy.sqlite');
    fs.copyFileSync(scratch.file(), copy); // without the -wal file: only checkpointed pages
    const conn = new SqliteDatabase(copy, { readonly: true });
    try {
      const hasTable = conn.prepare("select 1 from sqlite_master where name = 'inquiries'").get();
      return hasTable
        ? (conn.prepare('select name from inquiries order by name').all() as Array<{ name: string }>).map((r) => r.name)
        : [];
    } finally {
      conn.close();
      fs.rmSync(copy);
    }
  };

  it('leaves the main connection without automatic checkpoints', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      scratch.database().db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(0);
  });

  it("folds committed submissions into the database file through the worker's checkpoint", async () => {
    await Promise.all(
      ['Asha', 'Ravi', 'Meena'].map((name) =>
        scratch.database().submit((db) => insertInquiry(db, validInquiry({ name }) as never)),
      ),
    );
    await scratch.database().checkpointer!.checkpointNow();
    expect(namesInMainFile()).toEqual(['Asha', 'Meena', 'Ravi']);
  });

  it('checkpoints on its own timer, with nobody asking', async () => {
    await scratch.database().submit((db) => insertInquiry(db, validInquiry({ name: 'Timer' }) as never));
    // A copy taken while the worker is writing the file can be torn ("malformed"): that read
    // counts as "not yet" and the next one, 100 ms later, looks again.
    const namesOrNone = () => {
      try {
        return namesInMainFile();
      } catch {
        return [];
      }
    };
    const deadline = Date.now() + 5000;
    let names = namesOrNone();
    while (!names.includes('Timer') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      names = namesOrNone();
    }
    expect(names).toContain('Timer');
  });

  it('reports a worker that cannot checkpoint, so the caller turns SQLite’s own checkpoints back on', async () => {
    const notADatabase = path.join(scratch.dir(), 'garbage.sqlite');
    fs.writeFileSync(notADatabase, 'this is not an SQLite database file, just text that is long enough '.repeat(20));
    const reasons: string[] = [];
    const checkpointer = startWalCheckpointer(notADatabase, (reason) => reasons.push(reason));
    await checkpointer.checkpointNow();
    await checkpointer.close();
    expect(reasons).toEqual([expect.stringMatching(/checkpoint failed: .*not a database/i)]);
  });
});
