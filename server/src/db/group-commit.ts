import { sql } from 'kysely';
import type { Db } from './database';
import type { SyncFile } from './wal-sync';

/** A public submission's writes, run inside the batch's transaction; must be safe to run again. */
export type SubmitWork<T> = (db: Db) => Promise<T>;

/** At most this many submissions per transaction, so one batch never holds the event loop long. */
export const MAX_BATCH = 256;

interface Job {
  work: SubmitWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit for SQLite writes of public submissions. With synchronous=FULL every commit waits
 * for an fsync, and better-sqlite3 waits on the event loop, so one commit per form post capped the
 * server at a few hundred to ~1,700 posts/s. Instead, submissions that arrive together (in the same
 * turn of the event loop, or while the previous batch commits) are written in one transaction: one
 * fsync for the batch. Durability is unchanged: each submitter is answered only after the batch's
 * COMMIT returned, i.e. once its row is on disk.
 *
 * If anything in a batch fails — one row breaking a constraint, or the COMMIT itself — the batch's
 * transaction is rolled back (nothing of it stored) and every submission runs again on its own
 * transaction, so each gets its own outcome: one bad row fails only its own request, and a
 * failure that hits all of them fails all of them. Never is one dropped or answered "saved" early.
 * Work therefore must only write through the `db` it is given (not open its own transaction) and
 * have no effects outside the database.
 *
 * With `syncWal`, the batch's fsync leaves the event loop: the batch commits with synchronous=NORMAL
 * (SQLite writes the WAL but does not fsync it), then `syncWal` fsyncs the WAL on the thread pool
 * and only then are its submitters answered — a sync that began after their COMMIT, so what they
 * hear "saved" is on disk as with FULL. Meanwhile the event loop goes on reading and validating
 * requests (and serving others); posts arriving then form the next batch, committed once this
 * sync ends. (Committing the next batch during the sync was tried: batches shrank and each commit
 * costs SQLite a WAL page set and an FTS segment, so CPU per post rose — bench/ANALYSIS.md.) If the
 * sync fails, every submission of the batch fails (their rows were committed but may not survive a
 * power cut; no one is told "saved"). Other writes on the connection keep synchronous=FULL.
 */
export class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;
  private transactions = 0;

  constructor(
    private readonly db: Db,
    private readonly syncWal?: SyncFile,
  ) {}

  submit<T>(work: SubmitWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  /** Write transactions used so far (tests: submissions that arrived together share one). */
  stats() {
    return { transactions: this.transactions };
  }

  /** Resolves once every batch queued so far has committed and been answered (before closing). */
  async drain(): Promise<void> {
    while (this.scheduled) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      await this.commit(batch);
    } finally {
      // Whatever arrived meanwhile is the next batch; one batch at a time.
      if (this.queue.length) setImmediate(() => void this.flush());
      else this.scheduled = false;
    }
  }

  private async commit(batch: Job[]): Promise<void> {
    if (batch.length > 1 || this.syncWal) {
      let values: unknown[] | undefined;
      try {
        this.transactions += 1;
        values = await this.commitBatch(batch);
      } catch (error) {
        // Rolled back: nothing of this batch is stored. Each runs again alone, below (one alone
        // already had its own outcome).
        if (batch.length === 1) return batch[0]!.reject(error);
      }
      if (values) return this.answer(batch, values);
    }
    for (const job of batch) {
      try {
        // A retry commits alone with synchronous=FULL: answered once on disk, the plain way.
        this.transactions += 1;
        job.resolve(await this.db.transaction().execute((trx) => job.work(trx)));
      } catch (error) {
        job.reject(error);
      }
    }
  }

  /** A committed batch's submitters hear "saved" — with syncWal, once the WAL is fsynced. */
  private async answer(batch: Job[], values: unknown[]): Promise<void> {
    if (this.syncWal) {
      try {
        await this.syncWal();
      } catch (error) {
        return batch.forEach((job) => job.reject(error));
      }
    }
    batch.forEach((job, i) => job.resolve(values[i]));
  }

  /** The batch in one transaction; with syncWal, with synchronous=NORMAL for that commit only. */
  private async commitBatch(batch: Job[]): Promise<unknown[]> {
    const run = (db: Db) =>
      db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const job of batch) out.push(await job.work(trx));
        return out;
      });
    if (!this.syncWal) return run(this.db);
    // One connection held throughout, so no other write commits while it is set to NORMAL.
    return this.db.connection().execute(async (conn) => {
      await sql`pragma synchronous = NORMAL`.execute(conn);
      try {
        return await run(conn);
      } finally {
        await sql`pragma synchronous = FULL`.execute(conn);
      }
    });
  }
}
