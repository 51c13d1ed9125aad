import type { Db } from './database';

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
 */
export class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;
  private transactions = 0;

  constructor(private readonly db: Db) {}

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
    if (batch.length > 1) {
      try {
        this.transactions += 1;
        const values = await this.db.transaction().execute(async (trx) => {
          const out: unknown[] = [];
          for (const job of batch) out.push(await job.work(trx));
          return out;
        });
        batch.forEach((job, i) => job.resolve(values[i]));
        return;
      } catch {
        // Rolled back: nothing of this batch is stored. Each runs again alone, below.
      }
    }
    for (const job of batch) {
      try {
        this.transactions += 1;
        job.resolve(await this.db.transaction().execute((trx) => job.work(trx)));
      } catch (error) {
        job.reject(error);
      }
    }
  }
}
