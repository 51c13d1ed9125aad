import fs from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, type ServerProcess, type StartOptions } from '../../server/test/faults/child-server';

export const QUICK = process.env.BENCH_QUICK === '1';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const v = [...values].sort((a, b) => a - b);
  if (!v.length) return NaN;
  return v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)]!;
}

/** Runs a command, inheriting output; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** One HTTP request with a keep-alive agent; resolves status, body and elapsed ms. */
export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<{ status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: Number(process.hrtime.bigint() - t0) / 1e6,
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

export const BENCH_ADMIN = { email: 'bench@dds.example', password: 'bench-admin-passphrase' };

/** A server's environment that makes BENCH_ADMIN its admin (so `login` works). */
export const benchAdminEnv = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

/** A fresh folder under the system's temp folder, `dds-bench-<tag>-…`. */
export const scratchDir = (tag: string) => fs.mkdtempSync(path.join(os.tmpdir(), `dds-bench-${tag}-`));

/**
 * The compiled server on a fresh scratch folder (its DATA_DIR; `env` over it, or made from the folder
 * when a function) for `run`. The server is stopped and the folder removed after, whether `run`
 * returns or throws, and the folder also when the server does not start.
 */
export async function withScratchServer<T>(
  tag: string,
  env: Record<string, string> | ((dataDir: string) => Record<string, string>),
  run: (server: ServerProcess) => Promise<T>,
  options: Omit<StartOptions, 'env'> = {},
): Promise<T> {
  const dataDir = scratchDir(tag);
  let server: ServerProcess | undefined;
  try {
    const own = typeof env === 'function' ? env(dataDir) : env;
    server = await startServer({ ...options, env: { DATA_DIR: dataDir, ...own } });
    return await run(server);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Logs the bench admin in; returns the Cookie header value. */
export async function login(baseUrl: string): Promise<string> {
  const res = await request(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('dds_session='));
  if (res.status !== 200 || !cookie) throw new Error(`bench login failed: ${res.status} ${res.body}`);
  return cookie.split(';')[0]!;
}

export const validInquiryBody = (n: number) =>
  JSON.stringify({
    name: `Bench Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: '9876543210',
    course: 'spoken',
    message: 'When does the next batch start?',
  });

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

/** A Markdown table: the head, its `---` line, then one line a row (cells as they are, unescaped). */
export const markdownTable = (head: string[], rows: Array<Array<string | number>>) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

/** p50/p95/p99/max of a set of latencies in ms (NaN when empty). */
export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const latencyOf = (ms: number[]): Latency => ({
  n: ms.length,
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  p99: percentile(ms, 99),
  max: ms.length ? Math.max(...ms) : NaN,
});

/**
 * Requests fired at a fixed rate whatever the answers do (an open loop): a slow answer does not
 * delay the next request, so a stall shows in the latencies instead of hiding in fewer requests.
 * `once(i)` resolves the status; a throw (no answer, timeout) counts as an error.
 */
export function steadyRate(ratePerSec: number, once: (i: number) => Promise<number>) {
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let i = 0;
  const inFlight = new Set<Promise<void>>();
  const t0 = Date.now();
  const tick = () => {
    const n = i++;
    const start = process.hrtime.bigint();
    const p = once(n)
      .then((status) => {
        ms.push(Number(process.hrtime.bigint() - start) / 1e6);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status >= 400) errors += 1;
      })
      .catch(() => {
        errors += 1;
        statuses.error = (statuses.error ?? 0) + 1;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  // Scheduled against the clock, not by chained timers, so timer drift does not lower the rate.
  const timer = setInterval(
    () => {
      const due = Math.floor(((Date.now() - t0) / 1000) * ratePerSec);
      while (i < due) tick();
    },
    Math.max(1, Math.floor(1000 / ratePerSec / 2)),
  );
  return {
    /** Stops firing and waits for the answers still on their way. */
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return { ...latencyOf(ms), sent: i, errors, statuses, seconds: (Date.now() - t0) / 1000 };
    },
  };
}

/** A keep-alive agent with room for several requests in flight (an open-loop load must not queue in the client). */
export const loadAgent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET answering only the status (the body read and dropped), with a timeout that counts as an error. */
export function getStatus(
  url: string,
  agent: http.Agent,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/**
 * Streams a CSV export to nowhere as a browser asks for it (gzip accepted): its time, size on the
 * wire (`mb`), and line count after decompression (the body is never held whole).
 */
export function downloadCsv(
  url: string,
  cookie: string,
  signal?: AbortSignal,
): Promise<{ status: number; seconds: number; mb: number; lines: number }> {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' }, signal }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        const text = res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        text.on('data', (c: Buffer) => {
          for (let at = c.indexOf(10); at !== -1; at = c.indexOf(10, at + 1)) lines += 1;
        });
        text.on('end', () =>
          resolve({ status: res.statusCode ?? 0, seconds: (Date.now() - t0) / 1000, mb: bytes / 1024 / 1024, lines }),
        );
        text.on('error', reject);
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Samples a process's RSS (/proc VmRSS) every `everyMs` until stopped. */
export function sampleRss(rss: () => number, everyMs: number) {
  const t0 = Date.now();
  const samples: Array<{ s: number; mb: number }> = [{ s: 0, mb: rss() }];
  const timer = setInterval(() => samples.push({ s: (Date.now() - t0) / 1000, mb: rss() }), everyMs);
  return {
    samples,
    peak: () => Math.max(...samples.map((x) => x.mb)),
    stop() {
      clearInterval(timer);
      samples.push({ s: (Date.now() - t0) / 1000, mb: rss() });
      return samples;
    },
  };
}

/** CPU ticks (1/100 s) a process has used, all its threads (the read workers included), or one thread's. */
function processTicks(pid: number, thread?: number): number {
  try {
    const stat = fs.readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return NaN;
  }
}

function machineTicks() {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - v[3]! - v[4]!, total }; // less idle and iowait
}

/** Where the CPU went over a phase: the server, the bench (the load generator) and the whole machine. */
export interface CpuShare {
  /** % of one core. */
  serverPercent: number;
  /** The server's main thread alone (the event loop), % of one core. */
  mainThreadPercent?: number;
  benchPercent: number;
  /** % of all cores, everyone's work included. */
  machinePercent: number;
}

export function cpuMeter(pid: number) {
  const t0 = Date.now();
  const server0 = processTicks(pid);
  const main0 = processTicks(pid, pid); // the main thread's id is the process id
  const bench0 = process.cpuUsage();
  const machine0 = machineTicks();
  return {
    stop(): CpuShare {
      const seconds = (Date.now() - t0) / 1000;
      const bench = process.cpuUsage(bench0);
      const machine = machineTicks();
      return {
        serverPercent: Math.round((processTicks(pid) - server0) / seconds),
        mainThreadPercent: Math.round((processTicks(pid, pid) - main0) / seconds),
        benchPercent: Math.round((bench.user + bench.system) / 1e4 / seconds),
        machinePercent: Math.round(((machine.busy - machine0.busy) / (machine.total - machine0.total)) * 100),
      };
    },
  };
}
