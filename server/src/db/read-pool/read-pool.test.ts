import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { useScratchSqlite } from '../../../test/support/scratch-sqlite';
import { ReadPool } from './read-pool';

// Rows made by SQLite itself: `n` numbers, read as fast as SQLite can make them.
const numbers = (n: number) =>
  `with recursive n(x) as (select 1 union all select x + 1 from n where x < ${n}) select x from n`;
// A read that keeps SQLite busy for a while: sums a few million generated numbers.
const HEAVY = `with recursive n(x) as (select 1 union all select x + 1 from n where x < 3000000) select sum(x) as total from n`;

/** The longest the event loop was held while `work` ran, and how long `work` took (ms). */
async function eventLoopHeldDuring(work: () => Promise<unknown>): Promise<{ maxDelayMs: number; tookMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, 30)); // the histogram's first samples
  const started = performance.now();
  await work();
  const tookMs = performance.now() - started;
  // The sampling timer fires once more: a loop held until now is recorded then.
  await new Promise((resolve) => setTimeout(resolve, 30));
  histogram.disable();
  return { maxDelayMs: histogram.max / 1e6, tookMs };
}

describe('the SQLite read pool: heavy reads off the event loop', () => {
  const scratch = useScratchSqlite('read-pool');

  it('answers a heavy read while the event loop stays free; the same read on the main connection holds it', async () => {
    const { db, reads } = scratch.database();
    await sql.raw('select 1').execute(reads); // the worker started: its start-up is not the read
    const pooled = await eventLoopHeldDuring(() => sql.raw(HEAVY).execute(reads));
    const main = await eventLoopHeldDuring(() => sql.raw(HEAVY).execute(db));
    // On the main connection the loop waits for the whole read (the 18 s export of decision 014)...
    expect(main.maxDelayMs).toBeGreaterThan(main.tookMs * 0.7);
    // ...in the pool it keeps turning while the worker reads.
    expect(pooled.maxDelayMs).toBeLessThan(pooled.tookMs * 0.3);
  }, 60_000);

  it('streams: the worker reads a chunk only when the one before was taken, and stops when the reader does', async () => {
    const pool = new ReadPool(scratch.file(), 2);
    try {
      let taken = 0;
      for await (const rows of pool.stream(numbers(10_000_000), [], 100)) {
        expect(rows).toHaveLength(100);
        if (++taken === 3) break;
      }
      // Ten million rows behind the cursor, three chunks asked for: three read.
      expect(pool.chunksRead).toBe(3);
      // The cursor was closed: the worker answers the next query.
      expect(await pool.all('select 42 as answer', [])).toEqual([{ answer: 42 }]);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('keeps a worker for the lists while another streams, and queues a second stream until the first ends', async () => {
    const pool = new ReadPool(scratch.file(), 2);
    try {
      const first = pool.stream(numbers(1000), [], 10)[Symbol.asyncIterator]();
      await first.next(); // holds one worker
      const second = pool.stream(numbers(1000), [], 10)[Symbol.asyncIterator]();
      const secondChunk = second.next();
      let secondStarted = false;
      void secondChunk.then(() => (secondStarted = true));
      // A list query is answered at once by the other worker...
      expect(await pool.all('select 1 as one', [])).toEqual([{ one: 1 }]);
      expect(secondStarted).toBe(false);
      // ...and the second export starts when the first is done.
      await first.return(undefined);
      expect((await secondChunk).value).toHaveLength(10);
      await second.return(undefined);
    } finally {
      await pool.close();
    }
  }, 30_000);

  /*
   * The pool's workers are told apart from the process's other threads (V8's and libuv's helpers,
   * which come and go on their own and made a count of all threads flaky) by the priority each
   * worker gives itself at start (nice 10, read-worker.ts).
   */
  const workerThreads = () =>
    fs
      .readdirSync('/proc/self/task')
      .map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]))
      .filter((nice) => nice === 10).length;

  (fs.existsSync('/proc/thread-self') ? it : it.skip)(
    'starts every worker when warmed, before any query (the server warms it at start)',
    async () => {
      const pool = new ReadPool(scratch.file(), 2);
      try {
        const before = workerThreads();
        await pool.warm();
        expect(workerThreads()).toBe(before + 2);
        // The first queries find their workers running: no thread starts for them.
        await Promise.all([pool.all('select 1 as one', []), pool.all('select 2 as two', [])]);
        expect(workerThreads()).toBe(before + 2);
      } finally {
        await pool.close();
      }
    },
    30_000,
  );

  it('refuses writes and reports SQL errors without losing the worker', async () => {
    const { reads } = scratch.database();
    await expect(
      sql
        .raw(
          `insert into admin_users (email, password_hash, role, created_at, updated_at) values ('a@b.c', 'x', 'owner', '', '')`,
        )
        .execute(reads),
    ).rejects.toThrow(/read/i);
    await expect(sql.raw('select * from no_such_table').execute(reads)).rejects.toThrow(/no such table/);
    expect((await sql<{ two: number }>`select 2 as two`.execute(reads)).rows).toEqual([{ two: 2 }]);
  });

  (fs.existsSync('/proc/thread-self') ? it : it.skip)(
    'runs its workers at a lower priority than the event loop (Linux)',
    async () => {
      const niceOfThreads = () =>
        fs
          .readdirSync('/proc/self/task')
          .map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
      const before = workerThreads();
      const pool = new ReadPool(scratch.file(), 2);
      try {
        await Promise.all([pool.all(HEAVY, []), pool.all(HEAVY, [])]); // both workers started
        expect(workerThreads()).toBe(before + 2);
        expect(niceOfThreads()[0]).toBe(0); // the main thread (the event loop) keeps its priority
      } finally {
        await pool.close();
      }
    },
    30_000,
  );

  it('sees what the main connection committed', async () => {
    const { db, reads } = scratch.database();
    await sql.raw(`create table seen (x integer)`).execute(db);
    await sql.raw(`insert into seen values (7)`).execute(db);
    expect((await sql<{ x: number }>`select x from seen`.execute(reads)).rows).toEqual([{ x: 7 }]);
  });
});
