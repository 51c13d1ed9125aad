import { sql } from 'kysely';
import { insertInquiry } from '../features/inquiries/inquiry.repository';
import { committedInquiryNames } from '../../test/support/committed-inquiries';
import { validInquiry } from '../../test/support/fixtures';
import { useScratchSqlite } from '../../test/support/scratch-sqlite';
import { startTestApp } from '../../test/support/test-app';
import { MAX_BATCH } from './group-commit';

/**
 * Group commit: public submissions that arrive together share one SQLite transaction (one fsync),
 * and each is acknowledged only once that transaction is on disk.
 */
describe('SQLite group commit', () => {
  const scratch = useScratchSqlite('group');
  const stored = () => committedInquiryNames(scratch.file());
  const submitInquiry = (name: unknown) =>
    scratch.database().submit((db) => insertInquiry(db, validInquiry({ name }) as never));

  it('commits submissions that arrive together in one transaction; each resolves once it is on disk', async () => {
    const before = scratch.database().stats().transactions;
    const names = Array.from({ length: 10 }, (_, i) => `Together ${i}`);
    const seenOnDisk: string[][] = [];
    const ids = await Promise.all(
      names.map((name) =>
        submitInquiry(name).then((id) => {
          seenOnDisk.push(stored()); // at the moment this submitter hears "saved"
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(10);
    expect(scratch.database().stats().transactions - before).toBe(1);
    for (const snapshot of seenOnDisk) expect(snapshot).toEqual(names);
  });

  it('a row that breaks a constraint fails only its own submission', async () => {
    const results = await Promise.allSettled(['Good 1', 'Good 2', null, 'Good 3'].map(submitInquiry));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/NOT NULL/);
    expect(stored()).toEqual(['Good 1', 'Good 2', 'Good 3']);
  });

  it('a commit that fails is retried one by one: only the submission that broke it fails', async () => {
    await sql`create table parent (id integer primary key)`.execute(scratch.database().db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent (id) deferrable initially deferred)`.execute(
      scratch.database().db,
    );
    const orphan = scratch.database().submit((db) => sql`insert into child (parent_id) values (999)`.execute(db)); // fails only at COMMIT
    const results = await Promise.allSettled([submitInquiry('Before'), orphan, submitInquiry('After')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(stored()).toEqual(['Before', 'After']);
  });

  it('when writing fails for all, every submission fails: none is dropped or falsely acknowledged', async () => {
    await sql`pragma query_only = on`.execute(scratch.database().db);
    const results = await Promise.allSettled(['A', 'B', 'C'].map(submitInquiry));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await sql`pragma query_only = off`.execute(scratch.database().db);
    expect(stored()).toEqual([]);
  });

  it('a flood is committed in batches of at most MAX_BATCH, every submission stored', async () => {
    const before = scratch.database().stats().transactions;
    const names = Array.from({ length: MAX_BATCH + 10 }, (_, i) => `Flood ${i}`);
    await Promise.all(names.map(submitInquiry));
    expect(scratch.database().stats().transactions - before).toBe(2);
    expect(stored()).toEqual(names);
  });

  it('submissions arriving while a batch commits go in the next batch', async () => {
    const first = Promise.all(['One', 'Two'].map(submitInquiry));
    await new Promise((resolve) => setImmediate(resolve)); // the first batch has started
    const second = Promise.all(['Three', 'Four'].map(submitInquiry));
    await Promise.all([first, second]);
    expect(stored()).toEqual(['One', 'Two', 'Three', 'Four']);
  });
});

describe('inquiry POSTs in parallel over HTTP', () => {
  it('are all stored, each answered 200 only after its own commit', async () => {
    const t = await startTestApp('sqlite');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const names = Array.from({ length: 40 }, (_, i) => `Parallel Person ${i}`);
      const statuses = await Promise.all(
        names.map(async (name) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/inquiry/inquiryform`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validInquiry({ name })),
          });
          return res.status;
        }),
      );
      expect(statuses).toEqual(names.map(() => 200));
      const rows = await t.database.db
        .selectFrom('inquiries')
        .select('name')
        .where('name', 'like', 'Parallel Person %')
        .execute();
      expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
    } finally {
      await t.close();
    }
  });
});
