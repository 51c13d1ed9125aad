import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReadWorkerData, StreamFormat } from './read-worker';

interface Answer {
  id: number;
  rows?: unknown[];
  text?: string;
  bytes?: Uint8Array;
  done?: boolean;
  error?: string;
}

/**
 * The worker's code: dist/read-worker.js beside the bundled server (build.mjs), or from the
 * TypeScript sources (jest, tsx) src/read-worker.ts, compiled as it loads by tsx's require hook.
 */
function workerScript(): string {
  const bundled = path.join(__dirname, 'read-worker.js');
  if (fs.existsSync(bundled)) return `require(${JSON.stringify(bundled)});`;
  const source = path.join(__dirname, '..', '..', 'read-worker.ts');
  return `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)});`;
}

interface Reader {
  worker: Worker;
  /** What this worker is doing: nothing, one query, or a stream held open between chunks. */
  state: 'free' | 'query' | 'stream';
  pending: Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>;
}

interface Waiting {
  stream: boolean;
  start(reader: Reader): void;
  fail(error: Error): void;
}

/**
 * Worker threads with read-only SQLite connections to the same file, for the admin's heavy reads
 * (lists, searches, counts, exports): better-sqlite3 runs a query on the thread that calls it, so
 * on the main connection an 18 s export of 100k inquiries froze every visitor's page for 18 s
 * (decision 014). WAL lets these readers run beside the writer; each sees what was committed when its
 * query began. Workers start on first use, or all at once by `warm()` (the server does, at start: a
 * worker is a V8 isolate plus a connection, tens of MB the first export would otherwise add). A stream (an export) holds its worker until it ends —
 * the connection is busy while its cursor is open — so at most `size - 1` streams run at once and
 * one worker always stays for the list queries; more exports wait their turn. On PostgreSQL one
 * such worker with its own client formats the exports (database.ts), for the same reason: pg
 * parses rows on the thread that reads them.
 */
export class ReadPool {
  private readers: Reader[] = [];
  private queue: Waiting[] = [];
  private nextId = 0;
  private closed = false;
  /** Chunks the workers have read for streams so far (the tests see backpressure by it). */
  chunksRead = 0;

  /** `source`: a SQLite file (read-only connections), or a PostgreSQL database (read-worker.ts). */
  constructor(
    private readonly source: string | ReadWorkerData,
    private readonly size = 2,
  ) {}

  /** Every row of a query. */
  all(sql: string, params: readonly unknown[]): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      this.schedule({
        stream: false,
        start: (reader) =>
          this.ask(reader, { op: 'all', sql, params })
            .then((answer) => resolve(answer.rows ?? []), reject)
            .finally(() => this.release(reader)),
        fail: reject,
      });
    });
  }

  /**
   * The rows of a query `chunk` at a time, read as the consumer asks (backpressure: the worker
   * reads the next chunk only when this one was taken). Leaving the loop early closes the cursor.
   */
  async *stream(sql: string, params: readonly unknown[], chunk: number): AsyncGenerator<unknown[]> {
    for await (const answer of this.answers(sql, params, chunk)) if (answer.rows?.length) yield answer.rows;
  }

  /**
   * The rows of a query as text, `chunk` rows at a time, formatted in the worker by the format
   * named (src/read-worker.ts lists them) — and gzipped there when `format.gzip` asks: the event
   * loop only passes the text or bytes on.
   */
  async *streamText(
    sql: string,
    params: readonly unknown[],
    chunk: number,
    format: StreamFormat,
  ): AsyncGenerator<string | Buffer> {
    for await (const answer of this.answers(sql, params, chunk, format)) {
      if (answer.text) yield answer.text;
      else if (answer.bytes?.length)
        yield Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length);
    }
  }

  private async *answers(
    sql: string,
    params: readonly unknown[],
    chunk: number,
    format?: StreamFormat,
  ): AsyncGenerator<Answer> {
    const reader = await new Promise<Reader>((resolve, reject) =>
      this.schedule({ stream: true, start: resolve, fail: reject }),
    );
    const id = this.nextId++;
    let open = true;
    try {
      let answer = await this.ask(reader, { op: 'open', sql, params, chunk, format }, id);
      for (;;) {
        this.chunksRead += 1;
        if (answer.done) open = false;
        yield answer;
        if (!open) return;
        answer = await this.ask(reader, { op: 'next' }, id);
      }
    } finally {
      if (open && reader.state === 'stream') reader.worker.postMessage({ id, op: 'close' });
      this.release(reader);
    }
  }

  /** Starts every worker now and waits until each has answered a query. */
  async warm(): Promise<void> {
    while (!this.closed && this.readers.length < this.size) this.spawn();
    await Promise.all(this.readers.map((reader) => this.ask(reader, { op: 'all', sql: 'select 1', params: [] })));
  }

  async close(): Promise<void> {
    this.closed = true;
    const readers = this.readers;
    this.readers = [];
    for (const waiting of this.queue.splice(0)) waiting.fail(new Error('the read pool is closed'));
    await Promise.all(readers.map((reader) => reader.worker.terminate()));
  }

  private schedule(waiting: Waiting) {
    if (this.closed) return waiting.fail(new Error('the read pool is closed'));
    this.queue.push(waiting);
    this.dispatch();
  }

  private dispatch() {
    for (let i = 0; i < this.queue.length;) {
      const { start, stream } = this.queue[i]!;
      const streams = this.readers.filter((r) => r.state === 'stream').length;
      // One worker always stays for queries: a stream waits while it would take the last one.
      if (stream && streams >= Math.max(1, this.size - 1)) {
        i += 1;
        continue;
      }
      const reader =
        this.readers.find((r) => r.state === 'free') ?? (this.readers.length < this.size ? this.spawn() : undefined);
      if (!reader) return;
      this.queue.splice(i, 1);
      reader.state = stream ? 'stream' : 'query';
      start(reader);
    }
  }

  private release(reader: Reader) {
    if (reader.state !== 'free' && this.readers.includes(reader)) reader.state = 'free';
    this.dispatch();
  }

  private spawn(): Reader {
    const workerData: ReadWorkerData = typeof this.source === 'string' ? { file: this.source } : this.source;
    const worker = new Worker(workerScript(), { eval: true, workerData });
    worker.unref();
    const reader: Reader = { worker, state: 'free', pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const waiting = reader.pending.get(answer.id);
      reader.pending.delete(answer.id);
      if (answer.error) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer);
    });
    // A worker that dies fails what it was doing; the next query starts a new one.
    const fail = (error: Error) => {
      this.readers = this.readers.filter((r) => r !== reader);
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`SQLite read worker exited (${code})`)));
    this.readers.push(reader);
    return reader;
  }

  private ask(reader: Reader, message: Record<string, unknown>, id = this.nextId++): Promise<Answer> {
    return new Promise((resolve, reject) => {
      reader.pending.set(id, { resolve, reject });
      reader.worker.postMessage({ ...message, id });
    });
  }
}
