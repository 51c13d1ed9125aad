import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { startServer, freePort, type ServerProcess } from './child-server';

/**
 * Crash-consistency scenario: clients submit inquiries as fast as they can while the server is
 * SIGKILLed at random moments and restarted. A submission counts as acknowledged only when the
 * answer was 200 { success: true }; every acknowledged one must be in the database afterwards,
 * and SQLite's integrity check must pass.
 */
export interface CrashOptions {
  dataDir: string;
  kills: number;
  /** Time the server runs (after it is ready) before each kill, picked uniformly in this range. */
  runMs?: [number, number];
  /** Parallel submitting clients. */
  clients?: number;
  log?: (line: string) => void;
}

export interface CrashResult {
  kills: number;
  attempted: number;
  acknowledged: number;
  /** Acknowledged names not found in the database: must be empty. */
  missing: string[];
  integrity: string;
  /** Median ms from spawn to a healthy server after a kill. */
  restartMsMedian: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);

export async function runCrashScenario(opts: CrashOptions): Promise<CrashResult> {
  const port = await freePort();
  const env = { DATA_DIR: opts.dataDir };
  const restartMs: number[] = [];
  let server: ServerProcess = await startServer({ env, port });
  const acked: string[] = [];
  let attempted = 0;
  let stopping = false;

  async function client(id: number) {
    for (let n = 0; !stopping; n += 1) {
      const name = `crash-${id}-${n}`;
      attempted += 1;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/inquiry/inquiryform`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: 'crash@example.com', phone: '9876543210', course: 'both', message: 'crash test' }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean };
        if (res.status === 200 && body.success === true) acked.push(name);
      } catch {
        await sleep(10); // server is down: retry soon, as an impatient visitor would
      }
    }
  }
  const clients = Array.from({ length: opts.clients ?? 4 }, (_, i) => client(i));

  for (let k = 0; k < opts.kills; k += 1) {
    await sleep(between(opts.runMs ?? [100, 600]));
    await server.kill('SIGKILL');
    const t0 = Date.now();
    server = await startServer({ env, port });
    restartMs.push(Date.now() - t0);
    opts.log?.(`kill ${k + 1}/${opts.kills}: ${acked.length} acknowledged so far`);
  }
  // A last stretch of successful writes after the final restart (at least one, even on a slow CI box).
  const before = acked.length;
  for (let waited = 0; waited < 10_000 && (waited < 300 || acked.length === before); waited += 50) await sleep(50);
  stopping = true;
  await Promise.all(clients);
  await server.stop();

  const db = new SqliteDatabase(path.join(opts.dataDir, 'dds.sqlite'));
  try {
    const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? 'unknown';
    const stored = new Set((db.prepare("select name from inquiries where name like 'crash-%'").all() as { name: string }[]).map((r) => r.name));
    const missing = acked.filter((name) => !stored.has(name));
    const sorted = [...restartMs].sort((a, b) => a - b);
    return { kills: opts.kills, attempted, acknowledged: acked.length, missing, integrity, restartMsMedian: sorted[Math.floor(sorted.length / 2)] ?? 0 };
  } finally {
    db.close();
  }
}
