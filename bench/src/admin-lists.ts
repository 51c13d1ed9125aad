import crypto from 'node:crypto';
import http from 'node:http';
import { startServer } from '../../server/test/faults/child-server';
import { bulkInsert, withBenchDatabase } from './tables';
import { benchAdminEnv, QUICK, fmt, log, login, median, request } from './util';

/** bench/BENCHMARKS.md: the admin lists with 100,000 inquiries, as the office works them (median of 5 each). */
export interface AdminListResult {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  /** Median ms of one request, and each run's ms. */
  firstPage: number[];
  search: number[];
  today: number[];
  bulk: number[];
  bulkIds: number;
}

const RUNS = 5;
const BULK_IDS = 1000;
const PAGE = 'page=1&pageSize=20';

/** Request round trips over loopback with one keep-alive connection: the server's time plus a fraction of a ms. */
async function runs(
  n: number,
  once: (i: number) => Promise<{ status: number; ms: number; body: string }>,
): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await once(i);
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${res.body.slice(0, 200)}`);
    ms.push(res.ms);
  }
  return ms;
}

async function measure(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string>,
  rows: number,
): Promise<AdminListResult> {
  const server = await startServer({ env: { ...env, ...benchAdminEnv } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await login(server.url);
    const base = `${server.url}/api/admin/inquiries`;
    const get = (url: string) => request(url, { headers: { cookie }, agent });
    await runs(3, () => get(`${base}?${PAGE}`)); // warm-up: statement cache, page cache
    const firstPage = await runs(RUNS, () => get(`${base}?${PAGE}`));
    const search = await runs(RUNS, () =>
      get(`${base}?${PAGE}&q=${encodeURIComponent(`student${1 + crypto.randomInt(rows)}@`)}`),
    );
    // "Last 7 days" of the seeded data's own calendar (it starts 2025-01-01): a date-filtered first page.
    const today = await runs(RUNS, () => get(`${base}?${PAGE}&from=2025-01-01&to=2025-01-07`));
    const bulk = await runs(RUNS, (i) => {
      const ids = new Set<number>();
      while (ids.size < BULK_IDS) ids.add(1 + crypto.randomInt(rows));
      // Alternate so every run really changes 1,000 rows (and writes 1,000 audit entries).
      const body = JSON.stringify({ action: 'status', status: i % 2 ? 'new' : 'contacted', ids: [...ids] });
      return request(`${base}/bulk`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body,
        agent,
      });
    });
    log(
      `${dialect}: first page ${fmt(median(firstPage), 1)} ms, search ${fmt(median(search), 1)} ms, bulk on ${BULK_IDS} ids ${fmt(median(bulk), 1)} ms (medians of ${RUNS})`,
    );
    return { dialect, rows, firstPage, search, today, bulk, bulkIds: BULK_IDS };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** SQLite, then PostgreSQL when one answers (else the reason it was skipped). */
export async function benchAdminLists(rows = QUICK ? 10_000 : 100_000): Promise<Array<AdminListResult | string>> {
  const out: Array<AdminListResult | string> = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    out.push(
      await withBenchDatabase(dialect, async (env, database) => {
        await bulkInsert(database, rows);
        await database.close();
        log(`${dialect}: ${rows.toLocaleString()} inquiries loaded for the admin lists`);
        return measure(dialect, env, rows);
      }),
    );
  }
  return out;
}

const cell = (ms: number[], target: number) => {
  const m = median(ms);
  return [
    `${fmt(m, 1)} ms (runs: ${ms.map((x) => fmt(x, 0)).join(', ')})`,
    Number.isFinite(m) ? (m <= target ? '✅ met' : `❌ ${fmt(m / target, 2)}× the target`) : 'not measured',
  ];
};

/** The report's section: one row per measure and database. */
export function adminListsReport(results: Array<AdminListResult | string> | undefined, error?: string): string {
  if (!results) return `Not measured${error ? `: ${error.split('\n')[0]}` : ''}`;
  const measured = results.filter((r): r is AdminListResult => typeof r !== 'string');
  const rows = measured.flatMap((r) => [
    [r.dialect, 'list first page (20 rows, newest first, Trash left out, with total)', ...cell(r.firstPage, 300)],
    [r.dialect, 'search (q = an e-mail fragment), first page', ...cell(r.search, 200)],
    [r.dialect, 'date filter (a 7-day range), first page', ...cell(r.today, 300)],
    [r.dialect, `bulk status change of ${fmt(r.bulkIds)} chosen ids, one audit entry each`, ...cell(r.bulk, 1000)],
  ]);
  const head = '| Database | Measure | Median of 5 | Verdict (target) |\n|---|---|---|---|';
  const skipped = results.filter((r): r is string => typeof r === 'string');
  return [
    `${fmt(measured[0]?.rows ?? 0)} inquiries; the real server over loopback, one keep-alive connection, after 3 warm-up requests. Server-side targets (bench/BENCHMARKS.md): list ≤ 300 ms (the whole budget to first rows on screen), search ≤ 200 ms, bulk on 1,000 rows ≤ 1 s.`,
    '',
    head,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    ...skipped.map((s) => `\nPostgreSQL: ${s}`),
  ].join('\n');
}
