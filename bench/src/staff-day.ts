import crypto from 'node:crypto';
import http from 'node:http';
import type { ServerProcess } from '../../server/test/faults/child-server';
import { PUBLIC_ROUTES } from '../../shared/src/routes';
import { errorsCell, exportUrl, latencyCell, searchUrl, withSeededServer, type RateStats } from './heavy-reads';
import { SEARCH_SHAPES, searchRandom } from './seed';
import { DATABASES } from './tables';
import {
  QUICK,
  cpuMeter,
  downloadCsv,
  fmt,
  getStatus,
  latencyOf,
  loadAgent,
  log,
  median,
  request,
  sampleRss,
  sleep,
  steadyRate,
  type CpuShare,
  type Latency,
  markdownTable,
} from './util';

/**
 * Decision 014: a working day compressed — one staff member exporting, searching, bulk-editing
 * and polling the queue while visitors load pages and post the inquiry form — on 100,000 records.
 */
export interface StaffDayResult {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  seconds: number;
  pages: RateStats;
  forms: RateStats;
  probe: RateStats;
  cpu: CpuShare;
  staff: {
    exports: number[];
    searches: Latency;
    bulk: Latency;
    bulkIds: number;
    list: Latency;
    queue: Latency;
    /** Staff requests answered outside 2xx/3xx, or not at all, by what was asked. */
    errors: Record<string, number>;
  };
  /** RSS every RSS_WINDOW seconds: the last sample of each window and the highest in it. */
  rss: Array<{ s: number; mb: number; maxMb: number }>;
  errors: number;
}

const SECONDS = Number(process.env.BENCH_STAFF_DAY_SECONDS) || (QUICK ? 20 : 300);
const ROWS = QUICK ? 10_000 : 100_000;
const PAGE_RATE = 20;
const FORM_RATE = 1;
const PROBE_RATE = 20;
/** The panel polls every 10 s; the bench polls as if five panels were open. */
const QUEUE_EVERY_MS = 2000;
/** Seconds between the staff member's actions: a brisk worker, so the soak is not mostly idle. */
const THINK_MS = 1000;
const BULK_IDS = 300;
const RSS_WINDOW = QUICK ? 5 : 30;

/** Every public page as the site links it: what visitors load, round-robin. */
const PAGES = Object.values(PUBLIC_ROUTES).map((r) => r.link);

const formBody = (n: number) =>
  JSON.stringify({
    name: `Visitor ${n} Sharma`,
    email: `visitor${n}@example.com`,
    phone: `98${String(n).padStart(8, '0')}`,
    course: ['spoken', 'computer', 'both'][n % 3],
    message: 'When does the next batch start?',
  });

async function measure(
  dialect: 'sqlite' | 'postgres',
  server: ServerProcess,
  cookie: string,
  rows: number,
): Promise<StaffDayResult> {
  const url = server.url;
  const json = { 'content-type': 'application/json' };
  const visitorAgent = loadAgent();
  for (const page of PAGES) await getStatus(url + page, visitorAgent, { accept: 'text/html' }); // warm-up
  const rss = sampleRss(() => server.rssMb(), 1000);
  const cpu = cpuMeter(server.pid);
  log(
    `${dialect}: staff day for ${SECONDS} s: ${PAGE_RATE} page loads/s over ${PAGES.length} routes, ${FORM_RATE} form/s, one staff member`,
  );

  // Visitors: pages and forms at a fixed rate (an open loop), and the event-loop probe.
  const pages = steadyRate(PAGE_RATE, (i) =>
    getStatus(url + PAGES[i % PAGES.length]!, visitorAgent, { accept: 'text/html' }),
  );
  const forms = steadyRate(
    FORM_RATE,
    async (i) =>
      (
        await request(`${url}/api/inquiry/inquiryform`, {
          method: 'POST',
          headers: json,
          body: formBody(i),
          agent: visitorAgent,
        })
      ).status,
  );
  const probe = steadyRate(PROBE_RATE, () => getStatus(`${url}/api/health`, visitorAgent));

  // The staff member: one browser, so one action at a time, plus the panel's queue poll beside it.
  const stop = new AbortController();
  const staffAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const admin = { cookie, origin: url };
  const staffErrors: Record<string, number> = {};
  const timing = {
    exports: [] as number[],
    searches: [] as number[],
    bulk: [] as number[],
    list: [] as number[],
    queue: [] as number[],
  };
  const timed = async (what: keyof typeof timing, once: () => Promise<{ status: number; ms: number }>) => {
    try {
      const res = await once();
      if (res.status >= 200 && res.status < 400) timing[what].push(res.ms);
      else staffErrors[`${what} ${res.status}`] = (staffErrors[`${what} ${res.status}`] ?? 0) + 1;
    } catch (error) {
      if (!stop.signal.aborted)
        staffErrors[`${what} ${(error as Error).message}`] =
          (staffErrors[`${what} ${(error as Error).message}`] ?? 0) + 1;
    }
  };
  const think = () => sleep(THINK_MS);
  const rnd = searchRandom();
  let bulkRound = 0;
  const work = (async () => {
    while (!stop.signal.aborted) {
      await timed('exports', async () => {
        const res = await downloadCsv(exportUrl(url), cookie, stop.signal);
        return { status: res.status, ms: res.seconds * 1000 };
      });
      await think();
      for (const { q } of SEARCH_SHAPES) {
        if (stop.signal.aborted) break;
        await timed('searches', () => request(searchUrl(url, q(rnd)), { headers: admin, agent: staffAgent }));
        await think();
      }
      // A bulk status change over a few hundred records picked from the list.
      const ids = new Set<number>();
      while (ids.size < BULK_IDS) ids.add(1 + crypto.randomInt(rows));
      const status = bulkRound++ % 2 ? 'new' : 'contacted';
      await timed('bulk', () =>
        request(`${url}/api/admin/inquiries/bulk`, {
          method: 'POST',
          headers: { ...admin, ...json },
          body: JSON.stringify({ action: 'status', status, ids: [...ids] }),
          agent: staffAgent,
        }),
      );
      await think();
      await timed('list', () =>
        request(`${url}/api/admin/inquiries?page=1&pageSize=20`, { headers: admin, agent: staffAgent }),
      );
      await think();
    }
  })();
  const polling = (async () => {
    while (!stop.signal.aborted) {
      await timed('queue', () => request(`${url}/api/admin/queue`, { headers: admin, agent: staffAgent }));
      await sleep(QUEUE_EVERY_MS);
    }
  })();

  await sleep(SECONDS * 1000);
  const [pagesR, formsR, probeR] = await Promise.all([pages.stop(), forms.stop(), probe.stop()]);
  const cpuShare = cpu.stop();
  stop.abort();
  await Promise.all([work, polling]);
  const samples = rss.stop();
  visitorAgent.destroy();
  staffAgent.destroy();

  const windows: StaffDayResult['rss'] = [];
  for (let s = 0; s <= SECONDS; s += RSS_WINDOW) {
    const inWindow = samples.filter((x) => x.s <= s && x.s > s - RSS_WINDOW);
    const last = inWindow[inWindow.length - 1] ?? samples[0]!;
    windows.push({ s, mb: last.mb, maxMb: Math.max(...(inWindow.length ? inWindow : [last]).map((x) => x.mb)) });
  }
  const staffErrorCount = Object.values(staffErrors).reduce((n, v) => n + v, 0);
  return {
    dialect,
    rows,
    seconds: SECONDS,
    pages: pagesR,
    forms: formsR,
    probe: probeR,
    cpu: cpuShare,
    staff: {
      exports: timing.exports.map((x) => x / 1000),
      searches: latencyOf(timing.searches),
      bulk: latencyOf(timing.bulk),
      bulkIds: BULK_IDS,
      list: latencyOf(timing.list),
      queue: latencyOf(timing.queue),
      errors: staffErrors,
    },
    rss: windows,
    errors: pagesR.errors + formsR.errors + probeR.errors + staffErrorCount,
  };
}

export async function benchStaffDay(web: Record<string, string>, rows = ROWS): Promise<Array<StaffDayResult | string>> {
  const out: Array<StaffDayResult | string> = [];
  for (const dialect of DATABASES) {
    // RATE_LIMIT_FORMS_PER_MIN: every visitor here is 127.0.0.1; the child-server default lifts it.
    const result = await withSeededServer(
      dialect,
      rows,
      { ...web, RATE_LIMIT_FORMS_PER_MIN: '1000000' },
      (server, cookie) => measure(dialect, server, cookie, rows),
    );
    if (typeof result !== 'string')
      log(
        `${dialect}: pages p99 ${fmt(result.pages.p99)} ms, forms p99 ${fmt(result.forms.p99)} ms, ${result.errors} errors, RSS max ${fmt(Math.max(...result.rss.map((x) => x.maxMb)))} MB`,
      );
    out.push(result);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Report

export function staffDayReport(results: Array<StaffDayResult | string> | undefined, error?: string): string {
  if (!results) return `Not measured${error ? `: ${error.split('\n')[0]}` : ''}`;
  const measured = results.filter((r): r is StaffDayResult => typeof r !== 'string');
  const first = measured[0];
  const visitors = measured.flatMap((r) => [
    [
      r.dialect,
      `page loads (${fmt(r.pages.sent)} sent, ${fmt(r.pages.sent / r.pages.seconds, 1)}/s)`,
      latencyCell(r.pages),
      errorsCell(r.pages),
    ],
    [r.dialect, `inquiry form posts (${fmt(r.forms.sent)} sent)`, latencyCell(r.forms), errorsCell(r.forms)],
    [r.dialect, `\`GET /api/health\` at ${PROBE_RATE}/s (event-loop probe)`, latencyCell(r.probe), errorsCell(r.probe)],
  ]);
  const staff = measured.flatMap((r) => [
    [
      r.dialect,
      `full CSV export (${r.staff.exports.length} done)`,
      r.staff.exports.length
        ? `${fmt(median(r.staff.exports), 2)} s median, ${fmt(Math.max(...r.staff.exports), 2)} s worst`
        : 'none finished',
    ],
    [r.dialect, 'search, first page of 20 (the 4 shapes in turn)', latencyCell(r.staff.searches)],
    [r.dialect, `bulk status change of ${r.staff.bulkIds} chosen ids`, latencyCell(r.staff.bulk)],
    [r.dialect, 'list, first page of 20', latencyCell(r.staff.list)],
    [r.dialect, `\`/api/admin/queue\` every ${QUEUE_EVERY_MS / 1000} s`, latencyCell(r.staff.queue)],
    [
      r.dialect,
      'staff requests that failed',
      Object.keys(r.staff.errors).length
        ? Object.entries(r.staff.errors)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')
        : '0',
    ],
  ]);
  const windows = first?.rss.map((w) => w.s) ?? [];
  const rssRows = windows.map((s, i) => [
    `${s} s`,
    ...measured.map((r) => (r.rss[i] ? `${fmt(r.rss[i]!.mb)} (max ${fmt(r.rss[i]!.maxMb)})` : '—')),
  ]);
  const verdicts = measured.map((r) => [
    r.dialect,
    `${fmt(r.seconds)} s`,
    String(r.errors),
    r.errors === 0 ? '✅ met (0 errors)' : '❌ missed',
    `server ${r.cpu.serverPercent} %${r.cpu.mainThreadPercent === undefined ? '' : ` (main thread ${r.cpu.mainThreadPercent} %)`}, bench ${r.cpu.benchPercent} % of a core; machine ${r.cpu.machinePercent} % busy`,
  ]);
  return [
    `**How measured.** ${first ? fmt(first.rows) : 'n/a'} realistic inquiries seeded as in the section above, the compiled server (\`server/dist/main.js\`, production, its own DATA_DIR; RATE_LIMIT_FORMS_PER_MIN raised because every visitor here is 127.0.0.1) started on them, for ${first ? fmt(first.seconds) : 'n/a'} s (BENCH_STAFF_DAY_SECONDS; BENCH_QUICK=1: 20 s). Visitors: ${PAGE_RATE} page loads/s, the HTML of every public route in turn (${PAGES.length} routes; the scripts and styles a browser then loads are immutable files it caches), and ${FORM_RATE} valid inquiry/s to \`POST /api/inquiry/inquiryform\`, both fired on the clock whatever the answers do. One staff member, logged in as an admin (one action at a time with ${THINK_MS / 1000} s between actions): a full CSV export, the 4 search shapes of the section above, a bulk status change (\`POST /api/admin/inquiries/bulk\`) over ${BULK_IDS} chosen ids, the list's first page, again and again; beside it the panel's \`/api/admin/queue\` poll every ${QUEUE_EVERY_MS / 1000} s (the panel polls every 10 s: as if 5 panels were open). \`GET /api/health\` at ${PROBE_RATE}/s is the event-loop probe. An error is any answer outside 2xx/3xx or no answer (30 s timeout). RSS from /proc every second; the table shows it every ${RSS_WINDOW} s (last sample, and the highest in the ${RSS_WINDOW} s before).`,
    '',
    markdownTable(
      [
        'Database',
        'Duration',
        'Errors (visitors + staff)',
        'Verdict (goal: 0)',
        "CPU (/proc; machine: everyone's work)",
      ],
      verdicts,
    ),
    '',
    'Visitors (ms, p50 / p95 / p99):',
    '',
    markdownTable(['Database', 'Request', 'p50 / p95 / p99 ms', 'Errors'], visitors),
    '',
    'The staff member (ms, p50 / p95 / p99 unless said):',
    '',
    markdownTable(['Database', 'Action', 'Measured'], staff),
    '',
    'Server RSS over time, MB:',
    '',
    markdownTable(['Time', ...measured.map((r) => r.dialect)], rssRows),
    ...results.filter((r): r is string => typeof r === 'string').map((s) => `\nPostgreSQL: ${s}`),
  ].join('\n');
}
