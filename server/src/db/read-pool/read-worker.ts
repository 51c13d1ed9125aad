// The body of a read worker (read-pool.ts): one read-only SQLite connection, answering one
// request at a time. Started from src/read-worker.ts (bundled to dist/read-worker.js), which
// hands it the text formats the server's exports use.
//
// Messages in: { id, op: 'all', sql, params } → { id, rows }
//              { id, op: 'open', sql, params, chunk, format? } then { id, op: 'next' } → { id, rows | text, done }
//              { id, op: 'close' } (a stream given up) → nothing
// Errors answer { id, error }. One stream at a time: while its iterator is open the connection is
// busy (better-sqlite3), so the pool sends nothing else to this worker meanwhile.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database, { type Statement } from 'better-sqlite3';

/**
 * Turns one chunk of rows into text (an export's CSV lines) here, in the worker, so the event loop
 * only passes the text on: formatting 100k rows on it was most of what an export cost the
 * visitors' pages (`pnpm bench`, heavy-reads profile). `first`: the chunk that starts the file.
 */
export type TextFormat = (rows: Record<string, unknown>[], arg: string, first: boolean) => string;

export interface ReadWorkerData {
  file: string;
}

/** What the pool may ask a stream to be formatted as: a name from the worker's formats and its argument. */
export interface StreamFormat {
  name: string;
  arg: string;
}

interface Stream {
  id: number;
  chunk: number;
  iterator: IterableIterator<unknown>;
  format?: StreamFormat;
  first: boolean;
}

/**
 * This thread yields the CPU to the event loop that answers visitors (`pnpm bench`, staff-day:
 * GET / p99 395 → 136 ms on a 2-core box with exports and searches running): nice 10 for this
 * thread only (Linux: setpriority on a thread id). Elsewhere, or if refused, it runs as it is.
 */
function lowerThisThreadsPriority() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, 10);
  } catch {
    // not Linux, or not allowed: the same work at the same priority
  }
}

export function serveReads(formats: Record<string, TextFormat>) {
  const port = parentPort!;
  const { file } = workerData as ReadWorkerData;
  lowerThisThreadsPriority();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const statements = new Map<string, Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (!statement.reader) throw new Error('the read pool runs queries that return rows only');
      statements.set(sql, statement);
      if (statements.size > 256) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };

  let stream: Stream | undefined;
  const nextChunk = (current: Stream) => {
    const rows: Record<string, unknown>[] = [];
    let done = false;
    while (rows.length < current.chunk) {
      const step = current.iterator.next();
      if (step.done) {
        done = true;
        break;
      }
      rows.push(step.value as Record<string, unknown>);
    }
    if (done) stream = undefined;
    if (!current.format) return port.postMessage({ id: current.id, rows, done });
    const text = formats[current.format.name]!(rows, current.format.arg, current.first);
    current.first = false;
    port.postMessage({ id: current.id, text, done });
  };

  port.on('message', (message: { id: number; op: string; sql: string; params: unknown[]; chunk: number; format?: StreamFormat }) => {
    const { id, op } = message;
    try {
      if (op === 'all') port.postMessage({ id, rows: prepare(message.sql).all(message.params) });
      else if (op === 'open') {
        if (message.format && !formats[message.format.name]) throw new Error(`no text format ${message.format.name}`);
        stream = { id, chunk: message.chunk, iterator: prepare(message.sql).iterate(message.params), format: message.format, first: true };
        nextChunk(stream);
      } else if (op === 'next' && stream?.id === id) nextChunk(stream);
      else if (op === 'close' && stream?.id === id) {
        stream.iterator.return?.();
        stream = undefined;
      }
    } catch (error) {
      if (stream?.id === id) {
        try {
          stream.iterator.return?.();
        } catch {
          // already closed
        }
        stream = undefined;
      }
      port.postMessage({ id, error: String((error as Error)?.message ?? error) });
    }
  });
}
