import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { SERVER_DIR, startServer, type ServerProcess } from '../../server/test/faults/child-server';
import { SEARCH_SHAPES, searchRandom, seedInquiries } from './seed';
import { DATABASES, PG_ADMIN_URL, withBenchDatabase } from './tables';
import {
  benchAdminEnv,
  QUICK,
  cpuMeter,
  downloadCsv,
  fmt,
  getStatus,
  latencyOf,
  loadAgent,
  log,
  login,
  median,
  sampleRss,
  sleep,
  steadyRate,
  type CpuShare,
  type Latency,
  markdownTable,
} from './util';

/** A steady-rate load's answer: latencies of what was answered, and what was not (errors). */
export type RateStats = Latency & { sent: number; errors: number; statuses: Record<string, number>; seconds: number };

export interface ExportRun {
  seconds: number;
  mb: number;
  lines: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Decision 014: the public site while the admin's heaviest reads run, on one database. */
export interface HeavyReadsResult {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  seedSeconds: number;
  readWorkers?: number;
  /** GET / at HOME_RATE and /api/health at PROBE_RATE with nothing else running. */
  baseline: { home: RateStats; probe: RateStats; cpu: CpuShare };
  /** One export at a time with nothing else running (RSS sampled every 50 ms). */
  exportAlone: ExportRun[];
  /** The same GET / and probe while 3 exports and 4 searches run in loops. */
  loaded: {
    seconds: number;
    home: RateStats;
    probe: RateStats;
    exportsDone: number;
    exportSeconds: number[];
    exportErrors: number;
    searches: Array<{ shape: string; latency: Latency; errors: number }>;
    rssBeforeMb: number;
    rssPeakMb: number;
    cpu: CpuShare;
    /** PostgreSQL: the server's connections in use (not idle), sampled every 100 ms. */
    pgBusy?: PgBusy;
  };
}

export interface PgBusy {
  median: number;
  max: number;
  /** Share of the samples with every connection of the pool (10) in use: new queries wait. */
  fullPercent: number;
}

/** How many of the server's PostgreSQL connections are busy (pg_stat_activity), until stopped. */
export async function samplePgBusy(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  const counts: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await client.query<{ busy: string }>(
        `select count(*) filter (where state <> 'idle') as busy from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
        [name],
      );
      counts.push(Number(rows[0]?.busy ?? 0));
      await sleep(100);
    }
  })();
  return {
    async stop(): Promise<PgBusy> {
      running = false;
      await done;
      await client.end();
      // Staff reads have pools of their own (2 + 1 for exports): 3 busy means the staff's are full.
      return {
        median: median(counts),
        max: Math.max(...counts),
        fullPercent: Math.round((counts.filter((c) => c >= 3).length / counts.length) * 100),
      };
    },
  };
}

export const HOME_RATE = 20;
/** A trivial endpoint asked often: its latency above the baseline is the event loop's delay. */
export const PROBE_RATE = 50;
const EXPORTS = 3;
const ROWS = QUICK ? 10_000 : 100_000;

/** The server as shipped: `pnpm build`'s server/dist/main.js, production mode, its own DATA_DIR. */
export const SERVER_ENTRY = path.join(SERVER_DIR, 'dist', 'main.js');

/**
 * A fresh database with `rows` realistic inquiries (./seed.ts) and the compiled server on it,
 * logged in; the database is dropped afterwards. BENCH_CPU_PROF=1 writes the server's CPU profile
 * to bench/.out/cpu-prof/ when it stops (for finding the cause of a missed goal).
 */
export async function withSeededServer<T>(
  dialect: 'sqlite' | 'postgres',
  rows: number,
  env: Record<string, string>,
  work: (server: ServerProcess, cookie: string, seedSeconds: number, databaseUrl?: string) => Promise<T>,
): Promise<T | string> {
  return withBenchDatabase(dialect, async (dbEnv, database) => {
    const t0 = Date.now();
    await seedInquiries(database, rows);
    await database.close();
    const seedSeconds = (Date.now() - t0) / 1000;
    log(`${dialect}: ${rows.toLocaleString()} realistic inquiries seeded in ${fmt(seedSeconds, 1)} s`);
    const nodeArgs =
      process.env.BENCH_CPU_PROF === '1'
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(__dirname, '..', '.out', 'cpu-prof')}`]
        : [];
    const server = await startServer({
      entry: SERVER_ENTRY,
      nodeArgs,
      env: { ...dbEnv, ...env, ...benchAdminEnv },
    });
    try {
      return await work(server, await login(server.url), seedSeconds, dbEnv.DATABASE_URL);
    } finally {
      await server.stop();
    }
  });
}

/** GET / as a visitor's browser asks for it, at HOME_RATE, and the probe at PROBE_RATE, until stopped. */
function visitorsAndProbe(url: string) {
  const agent = loadAgent();
  const home = steadyRate(HOME_RATE, () => getStatus(`${url}/`, agent, { accept: 'text/html' }));
  const probe = steadyRate(PROBE_RATE, () => getStatus(`${url}/api/health`, agent));
  return {
    async stop() {
      const [h, p] = await Promise.all([home.stop(), probe.stop()]);
      agent.destroy();
      return { home: h, probe: p };
    },
  };
}

/** Runs `once` again and again until `signal` aborts; resolves how many completed. */
async function loop(signal: AbortSignal, once: () => Promise<void>): Promise<void> {
  while (!signal.aborted) {
    try {
      await once();
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
}

/** The staff's search of one shape as the list asks it: first page of 20, with the total. */
export const searchUrl = (url: string, q: string) =>
  `${url}/api/admin/inquiries?page=1&pageSize=20&q=${encodeURIComponent(q)}`;
export const exportUrl = (url: string) => `${url}/api/admin/inquiries/export.csv`;

/** One export with the server's RSS sampled every 50 ms from just before it to its end. */
export async function exportWithRss(server: ServerProcess, cookie: string): Promise<ExportRun> {
  const rss = sampleRss(() => server.rssMb(), 50);
  const res = await downloadCsv(exportUrl(server.url), cookie);
  const samples = rss.stop();
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  return {
    seconds: res.seconds,
    mb: res.mb,
    lines: res.lines,
    rssBeforeMb: samples[0]!.mb,
    rssPeakMb: Math.max(...samples.map((x) => x.mb)),
  };
}

async function measure(
  dialect: 'sqlite' | 'postgres',
  server: ServerProcess,
  cookie: string,
  rows: number,
  seedSeconds: number,
  databaseUrl?: string,
): Promise<HeavyReadsResult> {
  const seconds = QUICK ? 10 : 60;
  // Warm-up: the page cache, the statement caches, the read workers (they start on first use).
  const agent = loadAgent();
  for (let i = 0; i < 20; i += 1) await getStatus(`${server.url}/`, agent);
  for (const { q } of SEARCH_SHAPES) await getStatus(searchUrl(server.url, q(searchRandom())), agent, { cookie });
  agent.destroy();

  log(`${dialect}: GET / at ${HOME_RATE}/s and /api/health at ${PROBE_RATE}/s, no staff load, ${seconds} s`);
  const quietCpu = cpuMeter(server.pid);
  const quiet = visitorsAndProbe(server.url);
  await sleep(seconds * 1000);
  const baseline = { ...(await quiet.stop()), cpu: quietCpu.stop() };

  const exportAlone: ExportRun[] = [];
  for (let i = 0; i < 3; i += 1) {
    await sleep(2000); // the previous export's garbage collected before the next "before"
    exportAlone.push(await exportWithRss(server, cookie));
    const e = exportAlone[exportAlone.length - 1]!;
    log(
      `${dialect}: export alone ${fmt(e.seconds, 2)} s, ${fmt(e.lines)} lines, RSS ${fmt(e.rssBeforeMb)} → ${fmt(e.rssPeakMb)} MB`,
    );
  }

  log(`${dialect}: the same with ${EXPORTS} exports and ${SEARCH_SHAPES.length} searches in loops, ${seconds} s`);
  await sleep(2000);
  const stop = new AbortController();
  const rss = sampleRss(() => server.rssMb(), 50);
  const cpu = cpuMeter(server.pid);
  const pgBusy = databaseUrl ? await samplePgBusy(databaseUrl) : undefined;
  const exportSeconds: number[] = [];
  let exportErrors = 0;
  const exporters = Array.from({ length: EXPORTS }, () =>
    loop(stop.signal, async () => {
      const res = await downloadCsv(exportUrl(server.url), cookie, stop.signal);
      if (res.status === 200) exportSeconds.push(res.seconds);
      else exportErrors += 1;
    }),
  );
  const searches = SEARCH_SHAPES.map(({ shape, q }) => {
    const ms: number[] = [];
    let errors = 0;
    const searchAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const rnd = searchRandom();
    const done = loop(stop.signal, async () => {
      const t0 = process.hrtime.bigint();
      const status = await getStatus(searchUrl(server.url, q(rnd)), searchAgent, { cookie });
      if (status === 200) ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
      else errors += 1;
    }).finally(() => searchAgent.destroy());
    return { shape, ms, errors: () => errors, done };
  });
  const visitors = visitorsAndProbe(server.url);
  await sleep(seconds * 1000);
  const loadedVisitors = await visitors.stop();
  const loadedCpu = cpu.stop();
  const loadedPgBusy = await pgBusy?.stop();
  stop.abort();
  await Promise.all([...exporters, ...searches.map((s) => s.done)]);
  const samples = rss.stop();
  return {
    dialect,
    rows,
    seedSeconds,
    baseline,
    exportAlone,
    loaded: {
      seconds,
      ...loadedVisitors,
      exportsDone: exportSeconds.length,
      exportSeconds,
      exportErrors,
      searches: searches.map((s) => ({ shape: s.shape, latency: latencyOf(s.ms), errors: s.errors() })),
      rssBeforeMb: samples[0]!.mb,
      rssPeakMb: Math.max(...samples.map((x) => x.mb)),
      cpu: loadedCpu,
      pgBusy: loadedPgBusy,
    },
  };
}

/** SQLite, then PostgreSQL when one answers (else the reason it was skipped). */
export async function benchHeavyReads(
  web: Record<string, string>,
  rows = ROWS,
): Promise<Array<HeavyReadsResult | string>> {
  const out: Array<HeavyReadsResult | string> = [];
  for (const dialect of DATABASES) {
    const result = await withSeededServer(dialect, rows, web, (server, cookie, seedSeconds, url) =>
      measure(dialect, server, cookie, rows, seedSeconds, url),
    );
    if (typeof result !== 'string') {
      const { home, probe } = result.loaded;
      log(
        `${dialect}: GET / p99 ${fmt(home.p99)} ms under staff load (baseline ${fmt(result.baseline.home.p99)} ms), probe p99 ${fmt(probe.p99)} ms; export alone ${fmt(median(result.exportAlone.map((e) => e.seconds)), 2)} s`,
      );
      if (dialect === 'sqlite') result.readWorkers = Number(process.env.SQLITE_READ_WORKERS) || 2;
    }
    out.push(result);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (x: number) => `${fmt(x, x < 10 ? 1 : 0)}`;
const ok = (met: boolean) => (met ? '✅ met' : '❌ missed');
export const latencyCell = (l: Latency) =>
  l.n ? `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)} (max ${ms(l.max)}, n = ${fmt(l.n)})` : 'none answered';
export const errorsCell = (s: RateStats) =>
  s.errors
    ? `${s.errors} (${Object.entries(s.statuses)
        .filter(([k]) => !/^[23]/.test(k))
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')})`
    : '0';

const serverCpu = (c: CpuShare) =>
  `${c.serverPercent} %${c.mainThreadPercent === undefined ? '' : ` (main thread ${c.mainThreadPercent} %)`}`;

const GOALS = { homeP99: 50, exportSeconds: { sqlite: 3, postgres: 5 }, rssGrowthMb: 50 };

export function heavyReadsReport(results: Array<HeavyReadsResult | string> | undefined, error?: string): string {
  if (!results) return `Not measured${error ? `: ${error.split('\n')[0]}` : ''}`;
  const measured = results.filter((r): r is HeavyReadsResult => typeof r !== 'string');
  const goals = measured.flatMap((r) => {
    const exportMedian = median(r.exportAlone.map((e) => e.seconds));
    const growth = Math.max(...r.exportAlone.map((e) => e.rssPeakMb - e.rssBeforeMb));
    const e = r.exportAlone.find((x) => x.rssPeakMb - x.rssBeforeMb === growth)!;
    const loadedGrowth = r.loaded.rssPeakMb - r.loaded.rssBeforeMb;
    const goal = GOALS.exportSeconds[r.dialect];
    return [
      [
        r.dialect,
        '`GET /` p99 while 3 exports and 4 searches run in loops',
        `≤ ${GOALS.homeP99} ms`,
        `${ms(r.loaded.home.p99)} ms`,
        ok(r.loaded.home.p99 <= GOALS.homeP99),
      ],
      [
        r.dialect,
        `one ${fmt(r.rows)}-row export alone (median of ${r.exportAlone.length})`,
        `≤ ${goal} s`,
        `${fmt(exportMedian, 2)} s (runs: ${r.exportAlone.map((x) => fmt(x.seconds, 2)).join(', ')}; ${fmt(e.mb, 1)} MB gzipped on the wire, ${fmt(e.lines)} lines)`,
        ok(exportMedian <= goal),
      ],
      [
        r.dialect,
        'server RSS during one export, above before it (worst of the runs)',
        `≤ +${GOALS.rssGrowthMb} MB`,
        `+${fmt(growth, 1)} MB (${fmt(e.rssBeforeMb)} → ${fmt(e.rssPeakMb)} MB)`,
        ok(growth <= GOALS.rssGrowthMb),
      ],
      [
        r.dialect,
        'server RSS during the loaded minute (exports, searches and visitors together), above before it',
        'stated, no goal',
        `+${fmt(loadedGrowth, 1)} MB (${fmt(r.loaded.rssBeforeMb)} → ${fmt(r.loaded.rssPeakMb)} MB)`,
        'ℹ️ measured',
      ],
    ];
  });
  const latency = measured.flatMap((r) => [
    [r.dialect, '`GET /`', 'none (baseline)', latencyCell(r.baseline.home), errorsCell(r.baseline.home)],
    [
      r.dialect,
      '`GET /`',
      `${EXPORTS} exports + ${SEARCH_SHAPES.length} searches`,
      latencyCell(r.loaded.home),
      errorsCell(r.loaded.home),
    ],
    [
      r.dialect,
      '`GET /api/health` (event-loop probe)',
      'none (baseline)',
      latencyCell(r.baseline.probe),
      errorsCell(r.baseline.probe),
    ],
    [
      r.dialect,
      '`GET /api/health` (event-loop probe)',
      `${EXPORTS} exports + ${SEARCH_SHAPES.length} searches`,
      latencyCell(r.loaded.probe),
      errorsCell(r.loaded.probe),
    ],
  ]);
  const cpu = measured.flatMap((r) => [
    [
      r.dialect,
      'none (baseline)',
      serverCpu(r.baseline.cpu),
      `${r.baseline.cpu.benchPercent} %`,
      `${r.baseline.cpu.machinePercent} %`,
    ],
    [
      r.dialect,
      `${EXPORTS} exports + ${SEARCH_SHAPES.length} searches`,
      serverCpu(r.loaded.cpu),
      `${r.loaded.cpu.benchPercent} %`,
      `${r.loaded.cpu.machinePercent} %`,
    ],
  ]);
  const staff = measured.flatMap((r) => [
    ...(r.loaded.pgBusy
      ? [
          [
            r.dialect,
            "the server's PostgreSQL connections in use (visitors' pool of 10, staff reads 2, exports 1; pg_stat_activity every 100 ms)",
            `median ${r.loaded.pgBusy.median}, max ${r.loaded.pgBusy.max}; 3 or more busy in ${r.loaded.pgBusy.fullPercent} % of the samples`,
          ],
        ]
      : []),
    [
      r.dialect,
      `export (3 loops; ${r.loaded.exportsDone} finished in ${r.loaded.seconds} s, ${r.loaded.exportErrors} failed)`,
      r.loaded.exportSeconds.length
        ? `${fmt(median(r.loaded.exportSeconds), 2)} s median, ${fmt(Math.max(...r.loaded.exportSeconds), 2)} s worst (includes waiting for a free reader)`
        : 'none finished',
    ],
    ...r.loaded.searches.map((s) => [
      r.dialect,
      `search: ${s.shape}${s.errors ? ` (${s.errors} failed)` : ''}`,
      latencyCell(s.latency),
    ]),
  ]);
  const first = measured[0];
  return [
    `**How measured.** ${first ? fmt(first.rows) : 'n/a'} inquiries that look real (Indian names, about 1 % in Devanagari, ten-digit mobiles, the three courses, a year of dates, one message in Hindi; bench/src/seed.ts) are inserted into a fresh, migrated database in transactions of 20,000 rows (SQLite: its search triggers included${first ? `, ${fmt(first.seedSeconds, 1)} s` : ''}; PostgreSQL: a throwaway database, dropped after). Then the compiled server as shipped (\`server/dist/main.js\`, NODE_ENV=production, its own DATA_DIR${measured.find((r) => r.readWorkers) ? `, SQLITE_READ_WORKERS=${measured.find((r) => r.readWorkers)!.readWorkers}` : ''}) starts on it and the bench logs in as an admin with a real session cookie. Visitors: \`GET /\` at ${HOME_RATE} requests/s, fired on the clock whatever the answers do (an open loop: a stall shows as latency, not as fewer requests), for 60 s with no staff load, then 60 s while ${EXPORTS} loops stream \`/api/admin/inquiries/export.csv\` to nowhere (as a browser asks for it, gzip accepted: the server compresses in its read worker) and ${SEARCH_SHAPES.length} loops search the inquiry list (first page of 20 with its total, one loop per shape: ${SEARCH_SHAPES.map((s) => s.shape).join(', ')}; a fresh term each time). The event-loop probe is \`GET /api/health\` at ${PROBE_RATE}/s beside it: one database ping and a few file checks, so its latency above the baseline is the time a request waited for the event loop. Between the two minutes, one export at a time alone (3 runs) with the server's RSS read from /proc/<pid>/status every 50 ms from just before the request to its last byte. The load generator runs in the bench process on the same cores as the server (and PostgreSQL), so the figures include their competition for the CPU; the load average at the section's start is in the header (or below).`,
    '',
    markdownTable(['Database', 'Goal (decision 014)', 'Target', 'Measured', 'Verdict'], goals),
    '',
    'Latency in ms, p50 / p95 / p99:',
    '',
    markdownTable(['Database', 'Request', 'Staff load', 'p50 / p95 / p99 ms', 'Errors'], latency),
    '',
    "Where the CPU went in each minute (/proc: the server process with its read workers and the bench process in % of one core, the whole machine in % of all its cores, everyone's work included):",
    '',
    markdownTable(['Database', 'Staff load', 'Server', 'Bench (load generator)', 'Machine busy'], cpu),
    '',
    'The staff load itself during the loaded minute (ms p50 / p95 / p99 unless said):',
    '',
    markdownTable(['Database', 'Staff request', 'Measured'], staff),
    ...results.filter((r): r is string => typeof r === 'string').map((s) => `\nPostgreSQL: ${s}`),
  ].join('\n');
}
