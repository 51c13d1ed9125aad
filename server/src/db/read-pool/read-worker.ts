// The body of a read worker (read-pool.ts): one connection of its own — a read-only SQLite
// connection, or a PostgreSQL client for exports — answering one request at a time. Started from
// src/read-worker.ts (bundled to dist/read-worker.js), which hands it the text formats the
// server's exports use.
//
// Messages in: { id, op: 'all', sql, params } → { id, rows }
//              { id, op: 'open', sql, params, chunk, format? } then { id, op: 'next' } → { id, rows | text | bytes (gzip), done }
//              { id, op: 'close' } (a stream given up) → nothing
// Errors answer { id, error }. One stream at a time: while it is open the connection is busy, so
// the pool sends nothing else to this worker meanwhile.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { GzipChunks } from '../../lib/gzip-chunks';
import { openPostgresSource, openSqliteSource, type ReadSource, type RowCursor } from './read-sources';

/**
 * Turns one chunk of rows into text (an export's CSV lines) here, in the worker, so the event loop
 * only passes the text on: formatting 100k rows on it was most of what an export cost the
 * visitors' pages (`pnpm bench`, heavy-reads profile). `first`: the chunk that starts the file.
 */
export type TextFormat = (rows: Record<string, unknown>[], arg: string, first: boolean) => string;

/** What a worker connects to: a SQLite file (read-only), or a PostgreSQL database. */
export type ReadWorkerData =
  { file: string } | { postgres: { url: string; searchPath?: string; applicationName: string } };

/**
 * What the pool may ask a stream to be formatted as: a name from the worker's formats and its
 * argument; `gzip`: compressed here too, when the browser accepts it (a sixth of the bytes for the
 * event loop to write and for the office's connection to carry).
 */
export interface StreamFormat {
  name: string;
  arg: string;
  gzip?: boolean;
}

interface Stream {
  id: number;
  chunk: number;
  cursor: RowCursor;
  format?: StreamFormat;
  first: boolean;
  gzip?: GzipChunks;
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
  const data = workerData as ReadWorkerData;
  lowerThisThreadsPriority();
  const source: ReadSource = 'file' in data ? openSqliteSource(data.file) : openPostgresSource(data.postgres);

  let stream: Stream | undefined;
  const nextChunk = async (current: Stream) => {
    const { rows, done } = await current.cursor.read(current.chunk);
    if (done) {
      stream = undefined;
      await current.cursor.close();
    }
    if (!current.format) return port.postMessage({ id: current.id, rows, done });
    const text = formats[current.format.name]!(rows, current.format.arg, current.first);
    current.first = false;
    if (!current.gzip) return port.postMessage({ id: current.id, text, done });
    const bytes = current.gzip.push(Buffer.from(text));
    port.postMessage({ id: current.id, bytes: done ? Buffer.concat([bytes, current.gzip.end()]) : bytes, done });
  };

  const answer = async (message: {
    id: number;
    op: string;
    sql: string;
    params: unknown[];
    chunk: number;
    format?: StreamFormat;
  }) => {
    const { id, op } = message;
    try {
      if (op === 'all') port.postMessage({ id, rows: await source.all(message.sql, message.params) });
      else if (op === 'open') {
        if (message.format && !formats[message.format.name]) throw new Error(`no text format ${message.format.name}`);
        stream = {
          id,
          chunk: message.chunk,
          cursor: await source.open(message.sql, message.params),
          format: message.format,
          first: true,
          gzip: message.format?.gzip ? new GzipChunks() : undefined,
        };
        await nextChunk(stream);
      } else if (op === 'next' && stream?.id === id) await nextChunk(stream);
      else if (op === 'close' && stream?.id === id) {
        const closing = stream;
        stream = undefined;
        await closing.cursor.close();
      }
    } catch (error) {
      if (stream?.id === id) {
        const failed = stream;
        stream = undefined;
        await failed.cursor.close().catch(() => undefined);
      }
      port.postMessage({ id, error: String((error as Error)?.message ?? error) });
    }
  };
  // One message at a time, in order: the pool never sends a second before the first is answered,
  // except 'close', which must wait for the chunk being read.
  let queue = Promise.resolve();
  port.on('message', (message) => {
    queue = queue.then(() => answer(message));
  });
}
