// The read worker is plain JavaScript given as a string, so it runs the same from the TypeScript
// sources (jest) and from the compiled server (one esbuild bundle, no separate worker file), as
// the WAL checkpointer's does.
//
// Messages in: { id, op: 'all', sql, params } → { id, rows }
//              { id, op: 'open', sql, params, chunk } then { id, op: 'next' } → { id, rows, done }
//              { id, op: 'close' } (a stream given up) → nothing
// Errors answer { id, error }. One stream at a time: while its iterator is open the connection is
// busy (better-sqlite3), so the pool sends nothing else to this worker meanwhile.
export const READ_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// This thread yields the CPU to the event loop that answers visitors (pnpm bench, staff-day: GET /
// p99 395 → 136 ms on a 2-core box with exports and searches running): nice 10 for this thread
// only (Linux: setpriority on a thread id). Elsewhere, or if refused, it runs as it is.
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, 10);
} catch {}
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (!statement.reader) throw new Error('the read pool runs queries that return rows only');
    statements.set(sql, statement);
    if (statements.size > 256) statements.delete(statements.keys().next().value);
  }
  return statement;
}
let stream;
function nextChunk(id) {
  const rows = [];
  let done = false;
  while (rows.length < stream.chunk) {
    const step = stream.iterator.next();
    if (step.done) { done = true; break; }
    rows.push(step.value);
  }
  if (done) stream = undefined;
  parentPort.postMessage({ id, rows, done });
}
parentPort.on('message', (message) => {
  const { id, op } = message;
  try {
    if (op === 'all') parentPort.postMessage({ id, rows: prepare(message.sql).all(message.params) });
    else if (op === 'open') {
      stream = { id, chunk: message.chunk, iterator: prepare(message.sql).iterate(message.params) };
      nextChunk(id);
    } else if (op === 'next' && stream && stream.id === id) nextChunk(id);
    else if (op === 'close' && stream && stream.id === id) {
      stream.iterator.return();
      stream = undefined;
    }
  } catch (error) {
    if (stream && stream.id === id) { try { stream.iterator.return(); } catch {} stream = undefined; }
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;
