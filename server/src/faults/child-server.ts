import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as a child process (`node --import tsx src/main.ts`), so a fault test can
 * SIGKILL it and read its memory. Shared by the jest fault tests and `pnpm bench`.
 * `node --import tsx` rather than `.bin/tsx`: the latter is a wrapper process, and killing the
 * wrapper would not kill the server.
 */
export const SERVER_DIR = path.resolve(__dirname, '..', '..');

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
  /** Sends the signal and resolves once the process has gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Graceful stop (SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Merged over a quiet default environment (LOG_LEVEL=warn, HOST=127.0.0.1, forms limit lifted). */
  env: Record<string, string>;
  port?: number;
  /** Run a different entry (e.g. the bench's hello-world); default src/main.ts in the server. */
  entry?: string;
  readyPath?: string;
  readyTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RATE_LIMIT_FORMS_PER_MIN: '1000000000',
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
    kill,
    async stop() {
      if (gone) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await kill('SIGTERM');
      clearTimeout(force);
    },
  };
}
