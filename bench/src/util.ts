import { spawn } from 'node:child_process';
import http from 'node:http';

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
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
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
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: Number(process.hrtime.bigint() - t0) / 1e6, headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

export const BENCH_ADMIN = { email: 'bench@dds.example', password: 'bench-admin-passphrase' };

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
  JSON.stringify({ name: `Bench Visitor ${n}`, email: `visitor${n}@example.com`, phone: '9876543210', course: 'spoken', message: 'When does the next batch start?' });

export const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');
