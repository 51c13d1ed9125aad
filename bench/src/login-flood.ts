import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ServerProcess } from '../../server/test/faults/child-server';
import {
  BENCH_ADMIN,
  QUICK,
  benchAdminEnv,
  fmt,
  log,
  markdownTable,
  percentile,
  request,
  withScratchServer,
} from './util';

// Pen test (docs/security.md): during 20 parallel logins a static file took 12.5 s and RSS reached
// 629 MB, because every scrypt hash took a libuv thread (and 128 MiB). This section sends waves of
// 50 parallel logins and measures a static GET meanwhile, and the server's peak RSS.

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export interface LoginFloodResult {
  parallel: number;
  waves: number;
  seconds: number;
  answers: Record<string, number>;
  staticIdle: Latency;
  staticDuringFlood: Latency;
  rssIdleMb: number;
  rssPeakMb: number;
  fileKb: number;
}

const PARALLEL = 50;
const REPO = path.resolve(__dirname, '..', '..');
const LOGO = path.join(REPO, 'shell', 'public', 'ddslogo.png');

const latency = (ms: number[]): Latency => ({
  n: ms.length,
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  max: Math.max(...ms),
});

async function staticGets(url: string, agent: http.Agent, keepGoing: () => boolean, max = Infinity): Promise<number[]> {
  const times: number[] = [];
  while (keepGoing() && times.length < max) {
    const res = await request(url, { agent });
    if (res.status !== 200) throw new Error(`static GET answered ${res.status}`);
    times.push(res.ms);
  }
  return times;
}

export async function benchLoginFlood(): Promise<LoginFloodResult> {
  const seconds = QUICK ? 4 : 20;
  // The shell's files are just the logo, in the scratch folder. The per-address limit is lifted so
  // every attempt reaches the password check: the worst case, as from many addresses at once (with
  // the default 10, one address gets 10 checks per 15 min).
  const env = (dataDir: string) => {
    const shellDist = path.join(dataDir, 'shell-dist');
    fs.mkdirSync(shellDist);
    fs.copyFileSync(LOGO, path.join(shellDist, 'ddslogo.png'));
    return { SHELL_DIST: shellDist, ...benchAdminEnv, RATE_LIMIT_LOGIN_PER_15MIN: '1000000000' };
  };
  return withScratchServer('login', env, (server) => measureFlood(server, seconds));
}

/** Waves of wrong logins against `server` for `seconds`, the logo fetched one at a time meanwhile. */
async function measureFlood(server: ServerProcess, seconds: number): Promise<LoginFloodResult> {
  const staticAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const loginAgent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
  const logo = `${server.url}/ddslogo.png`;
  try {
    await staticGets(logo, staticAgent, () => true, 50); // warm-up
    const idle = await staticGets(logo, staticAgent, () => true, QUICK ? 100 : 300);
    const rssIdleMb = server.rssMb();

    log(`login flood: waves of ${PARALLEL} parallel logins for ${seconds} s, static GET meanwhile`);
    let rssPeakMb = rssIdleMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, server.rssMb())), 50);
    const answers: Record<string, number> = {};
    const end = Date.now() + seconds * 1000;
    let waves = 0;
    const flood = (async () => {
      while (Date.now() < end) {
        waves += 1;
        const wave = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            request(`${server.url}/api/admin/login`, {
              method: 'POST',
              agent: loginAgent,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: BENCH_ADMIN.email, password: `wrong password ${waves}-${i}` }),
            }),
          ),
        );
        for (const a of wave) answers[a.status] = (answers[a.status] ?? 0) + 1;
      }
    })();
    let flooding = true;
    void flood.finally(() => (flooding = false));
    const during = await staticGets(logo, staticAgent, () => flooding);
    await flood;
    clearInterval(sampler);
    return {
      parallel: PARALLEL,
      waves,
      seconds,
      answers,
      staticIdle: latency(idle),
      staticDuringFlood: latency(during),
      rssIdleMb,
      rssPeakMb,
      fileKb: fs.statSync(LOGO).size / 1024,
    };
  } finally {
    staticAgent.destroy();
    loginAgent.destroy();
  }
}

/** The report's section (BENCHMARKS.md). */
export function loginFloodReport(f: LoginFloodResult | undefined, error: string | undefined): string {
  if (!f) return `Not measured: ${error ?? ''}`;
  const ms = (l: Latency) =>
    `p95 ${fmt(l.p95, 1)} ms (p50 ${fmt(l.p50, 1)}, max ${fmt(l.max, 1)}; ${fmt(l.n)} requests)`;
  const met = (ok: boolean) => (ok ? '✅ met' : '❌ missed');
  return [
    `${f.waves} waves of ${f.parallel} parallel wrong-password logins over ${f.seconds} s against the real server (scrypt N = 2^14, r = 8, p = 5; login limit lifted so every attempt reaches the password check), while one client fetches \`/ddslogo.png\` (${fmt(f.fileKb)} KB) in a loop. Login answers: ${Object.entries(
      f.answers,
    )
      .sort()
      .map(([k, v]) => `${k}: ${fmt(v)}`)
      .join(', ')} (503 = refused at once, more than 2 hashing + 8 waiting).`,
    '',
    markdownTable(
      ['Measure', 'Goal', 'Measured', 'Verdict'],
      [
        ['Static GET, no logins', '—', ms(f.staticIdle), '—'],
        [
          'Static GET during the login waves',
          'p95 ≤ 200 ms',
          ms(f.staticDuringFlood),
          met(f.staticDuringFlood.p95 <= 200),
        ],
        [
          'Server RSS',
          '—',
          `${fmt(f.rssIdleMb)} MB idle → ${fmt(f.rssPeakMb)} MB peak (the pen test saw 629 MB before the fix)`,
          '—',
        ],
      ],
    ),
  ].join('\n');
}
