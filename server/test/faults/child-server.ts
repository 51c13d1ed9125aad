import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as a child process, compiled as in production (`node main.js`, see
 * compiledServerEntry), so a fault test can SIGKILL it and read its memory. Shared by the jest
 * fault tests and `pnpm bench`. A TypeScript entry (the bench's hello-world) runs as
 * `node --import tsx` rather than `.bin/tsx`: the latter is a wrapper process, and killing the
 * wrapper would not kill the server.
 */
export const SERVER_DIR = path.resolve(__dirname, '..', '..');

let compiledEntry: string | undefined;

/** Marks a build as in use (see the sweep below); false when it is gone. */
function touch(dir: string): boolean {
  try {
    const now = new Date();
    fs.utimesSync(dir, now, now);
    return fs.existsSync(path.join(dir, 'main.js'));
  } catch {
    return false;
  }
}

/** Names and modification times of everything the compiled server is made from. */
function sourceStamp(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}\0${fs.statSync(full).mtimeMs}\0`);
    }
  };
  walk(path.join(SERVER_DIR, 'src'));
  walk(path.join(SERVER_DIR, '..', 'shared', 'src'));
  for (const file of ['build.mjs', 'package.json'])
    hash.update(`${file}\0${fs.statSync(path.join(SERVER_DIR, file)).mtimeMs}\0`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The server compiled by build.mjs (what `pnpm build` ships) from the current sources, into
 * server/dist-test-<stamp>/ — beside dist/, because the compiled config finds the repository from
 * its own folder. Tests run before `pnpm build` and dist/ may be stale, so they never use dist/.
 * One build per state of the sources, shared by parallel jest workers and later runs (~0.3 s);
 * builds unused for 10 minutes are removed.
 */
export function compiledServerEntry(): string {
  if (compiledEntry && touch(path.dirname(compiledEntry))) return compiledEntry;
  const stamp = sourceStamp();
  const outdir = path.join(SERVER_DIR, `dist-test-${stamp}`);
  if (!touch(outdir)) {
    // Built aside and renamed into place, so a parallel worker never runs a half-written build.
    const temp = `${outdir}-tmp${process.pid}`;
    execFileSync(process.execPath, ['build.mjs', '--outdir', temp], { cwd: SERVER_DIR, stdio: 'pipe' });
    try {
      fs.renameSync(temp, outdir);
    } catch {
      fs.rmSync(temp, { recursive: true, force: true }); // another worker got there first
    }
  }
  // Builds of older sources nobody has started a server from for a while (a long run that still
  // holds one touches it at every start, and builds again should it be gone).
  for (const name of fs.readdirSync(SERVER_DIR)) {
    const full = path.join(SERVER_DIR, name);
    if (!name.startsWith('dist-test-') || full === outdir) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > 10 * 60_000) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // removed by another worker meanwhile
    }
  }
  compiledEntry = path.join(outdir, 'main.js');
  return compiledEntry;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB (Linux /proc; 0 where unavailable). */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  rssMb(): number;
  /** The tail of what the process has printed (stdout and stderr, last 4000 characters). */
  output(): string;
  /** Sends the signal and resolves once the process has gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Graceful stop (SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Merged over a quiet default environment (LOG_LEVEL=warn, HOST=127.0.0.1, forms limit lifted). */
  env: Record<string, string>;
  port?: number;
  /** Run a different entry (e.g. the bench's hello-world, a .ts file run with tsx); default the compiled server. */
  entry?: string;
  readyPath?: string;
  readyTimeoutMs?: number;
  /** Extra node flags before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const entry = opts.entry ?? compiledServerEntry();
  const args = [
    ...(opts.nodeArgs ?? []),
    ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : ['--enable-source-maps', entry]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RATE_LIMIT_FORMS_PER_MIN: '1000000000',
      // Backups are on by default (daily, one at start): not in fault tests and benchmarks, whose timings a backup would disturb.
      BACKUP_EVERY_HOURS: '0',
      ...opts.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000); // only the tail matters for an error message
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`server exited before it was ready:\n${output}`);
    try {
      const res = await fetch(url + (opts.readyPath ?? '/api/health'), { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${opts.readyTimeoutMs ?? 60_000} ms:\n${output}`);
    }
    await sleep(100);
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    await exited;
  };
  return {
    url,
    port,
    pid: child.pid!,
    child,
    rssMb: () => rssMb(child.pid!),
    output: () => output,
    kill,
    async stop() {
      if (gone) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await kill('SIGTERM');
      clearTimeout(force);
    },
  };
}
