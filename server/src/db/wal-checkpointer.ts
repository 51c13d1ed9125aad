import { Worker } from 'node:worker_threads';

/** How often the worker folds the write-ahead log back into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

export interface WalCheckpointer {
  /** Runs one checkpoint now (tests; the timer runs them otherwise). Resolves when it is done. */
  checkpointNow(): Promise<void>;
  close(): Promise<void>;
}

// The worker is plain JavaScript given as a string, so it runs the same from the TypeScript
// sources (jest) and from the compiled server (one esbuild bundle, no separate worker file).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
function open() {
  try {
    // fileMustExist: the server creates the file; before that there is nothing to checkpoint.
    db = new Database(workerData.file, { fileMustExist: true });
  } catch (error) {
    if (error && error.code === 'SQLITE_CANTOPEN') return false;
    throw error;
  }
  db.pragma('synchronous = FULL'); // the checkpoint fsyncs the database file before the WAL restarts
  return true;
}
parentPort.on('message', (id) => {
  try {
    if (db !== undefined || open()) db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * SQLite's automatic checkpoint (every 1,000 pages of WAL) runs inside the COMMIT that crosses
 * the threshold: copying the pages into the database file and fsyncing it, on the event loop
 * (better-sqlite3 is synchronous) — the last regular stall of a busy server's loop after the WAL's
 * fsync moved off it (deploy/README.md). Here the main connection's automatic checkpoint is off
 * (`disableAutomatic`) and a worker thread with its own connection runs a PASSIVE checkpoint every
 * second: it never blocks readers or the writer, and SQLite keeps it correct across connections.
 * Should the worker fail, `onFailure` turns the automatic checkpoint back on, so the WAL cannot
 * grow without bound.
 */
export function startWalCheckpointer(file: string, onFailure: (reason: string) => void): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver: require.resolve('better-sqlite3') },
  });
  worker.unref(); // never what keeps the process alive
  let nextId = 0;
  let failed = false;
  let closed = false;
  const waiting = new Map<number, () => void>();
  let inFlight: Promise<void> | undefined;

  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    clearInterval(timer);
    for (const done of waiting.values()) done();
    waiting.clear();
    if (!closed) onFailure(reason);
  };
  worker.on('message', ({ id, error }: { id: number; error?: string }) => {
    waiting.get(id)?.();
    waiting.delete(id);
    if (error) fail(`checkpoint failed: ${error}`);
  });
  worker.on('error', (error) => fail(`checkpoint worker failed: ${error.message}`));
  worker.on('exit', (code) => {
    if (!closed) fail(`checkpoint worker exited (${code})`);
  });

  const checkpointNow = (): Promise<void> => {
    if (failed || closed) return Promise.resolve();
    // One at a time: a tick while the last checkpoint still runs just waits for it.
    inFlight ??= new Promise<void>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      worker.postMessage(id);
    }).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  const timer = setInterval(() => void checkpointNow(), CHECKPOINT_EVERY_MS);
  timer.unref();

  return {
    checkpointNow,
    async close() {
      clearInterval(timer);
      await inFlight;
      closed = true;
      await worker.terminate();
    },
  };
}
