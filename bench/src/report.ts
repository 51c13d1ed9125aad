import { adminBrowserReport, type AdminBrowserResult } from './admin-browser';
import { adminListsReport, type AdminListResult } from './admin-lists';
import type { ApiResult } from './api';
import type { DeploymentResult } from './deployment';
import type { CrashResult } from '../../server/test/faults/crash';
import type { FuzzBench, OutageResult, SoakResult } from './faults';
import { heavyReadsReport, type HeavyReadsResult } from './heavy-reads';
import type { LhSummary, Preset } from './lighthouse';
import { loginFloodReport, type LoginFloodResult } from './login-flood';
import { lowTierReport, type LowTierResult } from './low-tier';
import type { Machine } from './machine';
import type { RepeatVisitRow } from './repeat-visit';
import { observedTbtReport, type ObservedTbtRow } from './observed-tbt';
import { publicPagesReport, type PublicPagesResult } from './public-pages';
import { staffDayReport, type StaffDayResult } from './staff-day';
import type { TableResult } from './tables';
import { fmt, markdownTable } from './util';

export interface LhRow extends LhSummary {
  route: string;
  build: 'composed' | 'standalone' | 'static-html';
  preset: Preset;
  /** One run of a route outside the main table ("every public route", decision 032). */
  sweep?: boolean;
}

export interface Results {
  quick: boolean;
  machine: Machine;
  command: string;
  timings: Record<string, number>;
  /** 1-minute load average when each section started (2 cores: above 2 means others were busy). */
  load: Record<string, number>;
  errors: Record<string, string>;
  build?: { composedMs: number; standaloneMs: number };
  lighthouse: LhRow[];
  /** Repeat visits with the service worker warm (Playwright, throttled like Lighthouse mobile). */
  repeatVisit?: RepeatVisitRow[];
  observedTbt?: ObservedTbtRow[];
  /** Decision 027: Lighthouse, observed TBT and INP at CPU rates calibrated to low- and mid-tier phones. */
  lowTier?: LowTierResult;
  outage?: OutageResult[];
  api?: ApiResult;
  /** Public pages' HTML: steady state and the first request after a content change. */
  publicPages?: PublicPagesResult;
  /** Through nginx with one and two processes on PostgreSQL + Redis, or why it was skipped. */
  deployment?: DeploymentResult | string;
  loginFlood?: LoginFloodResult;
  sqlite?: TableResult;
  postgres?: TableResult | string;
  /** bench/BENCHMARKS.md: list, search and bulk action with 100,000 inquiries. */
  adminLists?: Array<AdminListResult | string>;
  /** bench/BENCHMARKS.md: first rows of the list on screen in Chromium, composed build, 100,000 inquiries. */
  adminBrowser?: Array<AdminBrowserResult | string>;
  /** Decision 014: `GET /` while exports and searches run, export time and memory, both databases. */
  heavyReads?: Array<HeavyReadsResult | string>;
  /** Decision 014: the staff-day soak, both databases. */
  staffDay?: Array<StaffDayResult | string>;
  crash?: CrashResult;
  fuzz?: FuzzBench;
  soak?: SoakResult;
  totalSeconds?: number;
}

/** "met", or how far off, for a target where lower is better (or higher, with `higher`). */
function verdict(value: number, target: number, unit: string, higher = false, digits = 2): string {
  if (!Number.isFinite(value)) return 'not measured';
  const ok = higher ? value >= target : value <= target;
  if (ok) return '✅ met';
  const off = Math.abs(value - target);
  const rel = target ? ` (${fmt(higher ? target / value : value / target, 2)}×)` : '';
  return `❌ missed by ${fmt(off, digits)}${unit}${rel}`;
}

const s = (ms: number) => fmt(ms / 1000, 2);
/** Lighthouse's benchmarkIndex of a row (older results.json files have none). */
const bi = (l: { benchmarkIndex?: number } | undefined) => fmt(l?.benchmarkIndex ?? NaN);

function frontEnd(r: Results): string {
  if (!r.lighthouse.length) return `Not measured: ${r.errors.lighthouse ?? 'no data'}`;
  const find = (route: string, build: string, preset: Preset) =>
    r.lighthouse.find((l) => l.route === route && l.build === build && l.preset === preset);
  const rows = r.lighthouse.map((l) => [
    `\`${l.route}\``,
    l.build,
    l.preset,
    l.performance,
    l.accessibility,
    l.bestPractices,
    l.seo,
    s(l.lcpMs),
    s(l.fcpMs),
    fmt(l.tbtMs),
    fmt(l.cls, 3),
    fmt(l.jsTransferKb),
    fmt(l.jsGzipKb),
    l.jsFiles,
    fmt(l.requests),
    l.runs,
    fmt(l.benchmarkIndex),
  ]);
  const ratios = ['mobile', 'desktop'].flatMap((preset) =>
    ['/', '/digital', '/AdmissionForm'].map((route) => {
      const c = find(route, 'composed', preset as Preset);
      const st = find(route, 'standalone', preset as Preset);
      const ratio = c && st ? c.lcpMs / st.lcpMs : NaN;
      return [
        `\`${route}\``,
        preset,
        c ? s(c.lcpMs) : 'n/a',
        st ? s(st.lcpMs) : 'n/a',
        fmt(ratio, 2),
        verdict(ratio, 1.05, '', false, 2),
        `${bi(c)} / ${bi(st)}`,
      ];
    }),
  );
  const home = find('/', 'composed', 'mobile');
  const homeStatic = find('/', 'static-html', 'mobile');
  const admin = find('/admin', 'composed', 'mobile');
  const targets: Array<Array<string | number>> = [];
  // The goals of decision 032 (mobile preset, median of the runs).
  if (home) {
    targets.push(['Home LCP, mobile', '≤ 1.00 s', `${s(home.lcpMs)} s`, verdict(home.lcpMs / 1000, 1, ' s'), bi(home)]);
    targets.push([
      'Home TBT, mobile',
      '≤ 100 ms',
      `${fmt(home.tbtMs)} ms`,
      verdict(home.tbtMs, 100, ' ms', false, 0),
      bi(home),
    ]);
    targets.push([
      'Home performance, mobile',
      '≥ 99',
      String(home.performance),
      verdict(home.performance, 99, '', true, 0),
      bi(home),
    ]);
    if (homeStatic) {
      const ratio = home.lcpMs / homeStatic.lcpMs;
      targets.push([
        'Home LCP composed ÷ the same HTML without scripts, mobile',
        '≤ 1.30',
        `${fmt(ratio, 2)} (${s(home.lcpMs)} ÷ ${s(homeStatic.lcpMs)} s)`,
        verdict(ratio, 1.3, '', false, 2),
        `${bi(home)} / ${bi(homeStatic)}`,
      ]);
    }
    // Decision 027: the app starts at the first interaction, so Lighthouse's first-load window holds
    // none of its scripts; the low-tier section measures what a visit loads (./home-js.ts).
    const visit = r.lowTier?.homeJs?.visit;
    targets.push(
      visit
        ? [
            'Home JS, gzip: a visit (prefetched + run by the first tap; low-tier section)',
            '≤ 150 KB (stretch 120)',
            `${fmt(visit.kb, 1)} KB gzip in ${visit.files} files (Lighthouse's first-load window: ${fmt(home.jsGzipKb)} KB)`,
            verdict(visit.kb, 150, ' KB', false, 1) + (visit.kb <= 120 ? ', stretch met' : ''),
            '—',
          ]
        : [
            "Home JS, gzip (Lighthouse's first-load window only: the low-tier section, which measures a visit, did not run)",
            '≤ 150 KB (stretch 120)',
            `${fmt(home.jsGzipKb)} KB gzip (${fmt(home.jsTransferKb)} KB as actually transferred)`,
            verdict(home.jsGzipKb, 150, ' KB', false, 0) + (home.jsGzipKb <= 120 ? ', stretch met' : ''),
            bi(home),
          ],
    );
  }
  // Decision 026 §5: the Hindi pages' font within the first-load font budget, swapped in without a shift.
  const hindi = find('/hi', 'composed', 'mobile');
  if (hindi) {
    const met = hindi.fontTransferKb <= 60 && hindi.cls === 0;
    targets.push([
      'Hindi font, `/hi` first load, mobile',
      '≤ 60 KB, CLS 0',
      `${fmt(hindi.fontTransferKb, 1)} KB, CLS ${fmt(hindi.cls, 3)}`,
      met ? '✅ met' : '❌ missed',
      bi(hindi),
    ]);
  }
  // Decision 026: a Hindi page's scripts within its English twin's + 10 KB (gzip, as "Home JS").
  if (hindi && home) {
    const extra = hindi.jsGzipKb - home.jsGzipKb;
    targets.push([
      'Hindi home JS, `/hi` − `/`, gzip',
      '≤ +10 KB',
      `+${fmt(extra, 1)} KB (${fmt(hindi.jsGzipKb)} − ${fmt(home.jsGzipKb)} KB)`,
      verdict(extra, 10, ' KB', false, 1),
      `${bi(hindi)} / ${bi(home)}`,
    ]);
  }
  if (admin)
    targets.push([
      '`/admin` login LCP, mobile',
      '≤ 2.00 s',
      `${s(admin.lcpMs)} s`,
      verdict(admin.lcpMs / 1000, 2, ' s'),
      bi(admin),
    ]);
  const publicMobile = r.lighthouse.filter(
    (l) => l.build === 'composed' && l.preset === 'mobile' && !l.route.startsWith('/admin'),
  );
  for (const l of publicMobile) {
    const misses = (
      [
        ['performance', l.performance, 98],
        ['accessibility', l.accessibility, 100],
        ['best practices', l.bestPractices, 100],
        ['SEO', l.seo, 100],
      ] as const
    )
      .filter(([, v, goal]) => v < goal)
      .map(([k, v]) => `${k} ${v}`);
    targets.push([
      `Scores \`${l.route}\` mobile${l.sweep ? ' (1 run)' : ''}`,
      'performance ≥ 98, the rest 100',
      misses.length ? misses.join(', ') : `met (performance ${l.performance})`,
      misses.length ? '❌ missed' : '✅ met',
      bi(l),
    ]);
  }
  const waterfall = (l: LhRow | undefined, title: string) =>
    l
      ? `<details><summary>${title}: ${l.waterfall.length} requests (median run, observed localhost times, before throttling simulation)</summary>\n\n` +
        markdownTable(
          ['#', 'request', 'KB transferred', 'start ms', 'end ms'],
          l.waterfall.map((w, i) => [i + 1, `\`${w.path.slice(0, 90)}\``, fmt(w.kb, 1), w.startMs, w.endMs]),
        ) +
        `\n\nLCP element: \`${l.lcpElement.replace(/`/g, "'").slice(0, 160)}\`\n</details>`
      : '';
  return [
    '### Targets',
    "benchmarkIndex is Lighthouse's own CPU micro-benchmark of this machine during the runs (median; higher is faster): compare figures from other machines only at a similar index.",
    '',
    markdownTable(['Target', 'Goal', 'Measured', 'Verdict', 'benchmarkIndex'], targets),
    '',
    '### LCP cost of federation (composed ÷ standalone, target ≤ 1.05)',
    markdownTable(
      [
        'Route',
        'Preset',
        'Composed LCP s',
        'Standalone LCP s',
        'Ratio',
        'Verdict',
        'benchmarkIndex (composed / standalone)',
      ],
      ratios,
    ),
    '',
    '### Every Lighthouse figure (median of the runs)',
    "JS transferred is what Lighthouse saw on the wire (the server sends the build's precompressed .br/.gz twin when the browser accepts it); JS gzip is the same scripts gzipped (-6) by the bench, the unit of the 120 KB target. The standalone build is served by the bench's static server with the same .br/.gz twins and cache headers.",
    '',
    markdownTable(
      [
        'Route',
        'Build',
        'Preset',
        'Perf',
        'A11y',
        'BP',
        'SEO',
        'LCP s',
        'FCP s',
        'TBT ms',
        'CLS',
        'JS KB transferred',
        'JS KB gzip',
        'JS files',
        'Requests',
        'Runs',
        'benchmarkIndex',
      ],
      rows,
    ),
    '',
    '<details><summary>Audits that did not pass (score < 0.9), median run of each route</summary>\n',
    markdownTable(
      ['Route', 'Build', 'Preset', 'Audits'],
      r.lighthouse.map((l) => [
        `\`${l.route}\``,
        l.build,
        l.preset,
        (l.failedAudits ?? [])
          .map((a) => `${a.id} (${fmt(a.score, 2)}${a.display ? `, ${a.display.replace(/\|/g, '/')}` : ''})`)
          .join('; ') || '—',
      ]),
    ),
    '</details>',
    '',
    waterfall(home, 'Home, composed, mobile'),
    '',
    waterfall(find('/', 'standalone', 'mobile'), 'Home, standalone, mobile'),
  ].join('\n');
}

function repeatVisit(r: Results): string {
  if (!r.repeatVisit?.length) return `Not measured: ${r.errors['repeat-visit']?.split('\n')[0] ?? 'no data'}`;
  const home = r.lighthouse.find((l) => l.route === '/' && l.build === 'composed' && l.preset === 'mobile');
  return [
    "Lighthouse clears storage and service workers before every run, so repeat visits are measured with Playwright: Chromium throttled through DevTools like the mobile preset (150 ms RTT, 1.6 Mbit/s, CPU ×4, 412 px at 1.75×), LCP from a PerformanceObserver, median of the runs, each run in a fresh profile. DevTools throttling is set on the page; the service worker's own network fetch of the page HTML (network-first) may escape it, so the warm figure may leave out about one throttled round trip for the HTML. These are not Lantern-simulated figures: compare them with each other, not with the Lighthouse table." +
      (home ? ` benchmarkIndex of the Lighthouse runs of this bench: ${bi(home)}.` : ''),
    '',
    markdownTable(
      [
        'Route',
        'First visit LCP s',
        'Repeat, HTTP cache only, LCP s',
        'Repeat, service worker warm, LCP s',
        'Goal',
        'Verdict',
        'Answered by the worker',
        'Runs',
      ],
      r.repeatVisit.map((v) => [
        `\`${v.route}\``,
        s(v.firstVisitLcpMs),
        s(v.httpCacheLcpMs),
        s(v.serviceWorkerLcpMs),
        '≤ 0.80 s',
        verdict(v.serviceWorkerLcpMs / 1000, 0.8, ' s'),
        `${fmt(v.fromServiceWorker)} of ${fmt(v.requests)} requests`,
        v.runs,
      ]),
    ),
  ].join('\n');
}

function api(r: Results): string {
  const a = r.api;
  if (!a) return `Not measured: ${r.errors.api ?? ''}`;
  const ratio = a.inquiry.reqPerSec / a.hello.reqPerSec;
  return [
    `autocannon, ${a.connections} connections, ${a.runs} × ${a.seconds} s each (median), against server processes started by the bench (the server compiled as shipped, \`node dist/main.js\`); autocannon runs in the bench process on the same 2 cores. Form inserts on SQLite are group-committed: posts that arrive together share one transaction and one fsync, each answered after its commit.`,
    '',
    markdownTable(
      ['Target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      [
        [
          'POST /api/inquiry/inquiryform (valid body, SQLite synchronous=FULL as shipped, rate limit lifted)',
          fmt(a.inquiry.reqPerSec),
          a.inquiry.p50,
          a.inquiry.p99,
          a.inquiry.non2xx,
          a.inquiry.errors,
        ],
        ...(a.inquiryNormal
          ? [
              [
                'Same POST, SQLite synchronous=NORMAL (comparison only: may lose the last commits on power loss)',
                fmt(a.inquiryNormal.reqPerSec),
                a.inquiryNormal.p50,
                a.inquiryNormal.p99,
                a.inquiryNormal.non2xx,
                a.inquiryNormal.errors,
              ],
            ]
          : []),
        [
          'Bare Fastify hello-world (GET /)',
          fmt(a.hello.reqPerSec),
          a.hello.p50,
          a.hello.p99,
          a.hello.non2xx,
          a.hello.errors,
        ],
        ...(a.many
          ? [
              [
                `Inquiry POST as above, ${a.many.connections} connections (bigger group-commit batches)`,
                fmt(a.many.inquiry.reqPerSec),
                a.many.inquiry.p50,
                a.many.inquiry.p99,
                a.many.inquiry.non2xx,
                a.many.inquiry.errors,
              ],
              [
                `Hello-world, ${a.many.connections} connections`,
                fmt(a.many.hello.reqPerSec),
                a.many.hello.p50,
                a.many.hello.p99,
                a.many.hello.non2xx,
                a.many.hello.errors,
              ],
            ]
          : []),
      ],
    ),
    '',
    markdownTable(
      ['Target', 'Goal', 'Measured', 'Verdict'],
      [
        [
          `Inquiry ÷ hello-world throughput (${a.connections} connections)`,
          '≥ 0.50',
          fmt(ratio, 2),
          verdict(ratio, 0.5, '', true),
        ],
        ...(a.many
          ? [
              [
                `Inquiry ÷ hello-world throughput (${a.many.connections} connections)`,
                '≥ 0.50',
                fmt(a.many.inquiry.reqPerSec / a.many.hello.reqPerSec, 2),
                verdict(a.many.inquiry.reqPerSec / a.many.hello.reqPerSec, 0.5, '', true),
              ],
            ]
          : []),
        ...(a.inquiryNormal
          ? [
              [
                'Inquiry (synchronous=NORMAL) ÷ hello-world',
                'stated, no goal',
                fmt(a.inquiryNormal.reqPerSec / a.hello.reqPerSec, 2),
                'ℹ️ measured',
              ],
              [
                'Durability cost: inquiry throughput FULL ÷ NORMAL',
                'stated, no goal',
                fmt(a.inquiry.reqPerSec / a.inquiryNormal.reqPerSec, 2),
                'ℹ️ measured',
              ],
            ]
          : []),
        [
          `Fixed ${fmt(a.fixed.rate)} req/s for ${a.fixed.seconds} s: p99`,
          '≤ 50 ms',
          `${a.fixed.p99} ms (p50 ${a.fixed.p50} ms, max ${a.fixed.max} ms; achieved ${fmt(a.fixed.achieved)} req/s, ${fmt(a.fixed.total)} requests)`,
          verdict(a.fixed.p99, 50, ' ms', false, 0),
        ],
        [
          'Fixed rate: errors',
          '0',
          `${a.fixed.errors} errors, ${a.fixed.non2xx} non-2xx`,
          a.fixed.errors + a.fixed.non2xx === 0 ? '✅ met' : '❌ missed',
        ],
      ],
    ),
  ].join('\n');
}

function deployment(r: Results): string {
  const d = r.deployment;
  if (typeof d === 'string') return d;
  if (!d) return `Not measured: ${r.errors.deployment ?? ''}`;
  const [one, two] = d.configs;
  const names = d.configs[d.configs.length - 1]!.cpu.map((c) => c.name);
  const cpuOf = (c: (typeof d.configs)[number], name: string) => c.cpu.find((x) => x.name === name)?.percent;
  return [
    `autocannon, ${d.connections} connections, POST /api/inquiry/inquiryform over HTTPS to nginx running \`deploy/nginx/dds.conf\` as users copy it (only ports, a certificate made for the run and the upstream lines change), \`worker_processes ${d.nginxWorkers}\` as in Debian's nginx.conf. Two server processes (compiled, \`node dist/main.js\`) run on one fresh PostgreSQL database (dropped after) and one Redis (the shared rate-limit counters), TRUST_PROXY=1; one nginx lists only the first process, a second runs the same file with its commented second \`server\` line uncommented. The two are measured alternately, ${d.rounds} × ${d.seconds} s each after a 2 s warm-up (req/s, p50, p99: median of the runs; counts: sums), so other work on the machine does not land on one configuration only. All connections come from 127.0.0.1, which the per-address form limit would cap at a few posts a minute, so RATE_LIMIT_FORMS_PER_MIN is lifted to 10⁹ (each post is still counted in Redis).`,
    '',
    `**What limits the figure:** this machine has ${r.machine.cpus} cores and the load generator (autocannon, in the bench process) shares them with nginx, the server processes, PostgreSQL and Redis, so a second server process can only use what the others leave. The CPU table shows where the time went; when the machine is near 100 % busy the ratio measures the box, not the app's ability to scale out.`,
    '',
    markdownTable(
      ['Processes', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'requests', 'machine busy'],
      d.configs.map((c) => [
        c.processes,
        fmt(c.reqPerSec),
        c.p50,
        c.p99,
        c.non2xx,
        c.errors,
        fmt(c.total),
        `${c.machineBusyPercent} %`,
      ]),
    ),
    '',
    markdownTable(
      ['Target', 'Goal', 'Measured', 'Verdict'],
      [
        [
          'Throughput, two processes ÷ one',
          '≥ 1.6 (where the load generator allows)',
          one && two ? `${fmt(d.ratio, 2)} (${fmt(two.reqPerSec)} ÷ ${fmt(one.reqPerSec)} req/s)` : 'n/a',
          verdict(d.ratio, 1.6, '', true),
        ],
        [
          'Errors and non-2xx, both configurations',
          '0',
          `${d.configs.reduce((n, c) => n + c.errors, 0)} errors, ${d.configs.reduce((n, c) => n + c.non2xx, 0)} non-2xx`,
          d.configs.every((c) => c.errors + c.non2xx === 0) ? '✅ met' : '❌ missed',
        ],
      ],
    ),
    '',
    'CPU time during the measurement, in % of one core (/proc/<pid>/stat before and after; 100 % = one core of the ' +
      r.machine.cpus +
      '):',
    '',
    markdownTable(
      ['Process', ...d.configs.map((c) => `${c.processes} process${c.processes > 1 ? 'es' : ''} behind nginx`)],
      [
        ...names.map((name) => [
          name,
          ...d.configs.map((c) => (cpuOf(c, name) === undefined ? '—' : `${cpuOf(c, name)} %`)),
        ]),
        // Whatever the machine spent beyond the bench's own processes: other people's work, PostgreSQL's writers, the kernel.
        [
          'everything else on the machine',
          ...d.configs.map(
            (c) =>
              `${Math.max(0, Math.round(c.machineBusyPercent * r.machine.cpus - c.cpu.reduce((n, x) => n + x.percent, 0)))} %`,
          ),
        ],
      ],
    ),
  ].join('\n');
}

function tables(r: Results): string {
  const list = [r.sqlite, r.postgres].filter((t): t is TableResult => !!t && typeof t !== 'string');
  const notes = [
    typeof r.postgres === 'string' ? `PostgreSQL: ${r.postgres}` : '',
    r.errors['tables-sqlite'] ? 'SQLite failed (see errors)' : '',
    r.errors['tables-postgres'] ? 'PostgreSQL failed (see errors)' : '',
  ].filter(Boolean);
  if (!list.length) return `Not measured. ${notes.join(' ')}`;
  const rows = list.flatMap((t) => [
    [
      t.dialect,
      `first page (50 rows, newest first), p95 of ${t.firstPage.n}`,
      `${fmt(t.firstPage.p95, 1)} ms (p50 ${fmt(t.firstPage.p50, 1)})`,
      verdict(t.firstPage.p95, 20, ' ms', false, 1),
    ],
    [
      t.dialect,
      `random page of ${fmt(t.rows / 50)}, p95 of ${t.randomPage.n}`,
      `${fmt(t.randomPage.p95, 1)} ms (p50 ${fmt(t.randomPage.p50, 1)})`,
      verdict(t.randomPage.p95, 20, ' ms', false, 1),
    ],
    [
      t.dialect,
      `search by e-mail (q=…), p95 of ${t.search.n}`,
      `${fmt(t.search.p95, 1)} ms (p50 ${fmt(t.search.p50, 1)})`,
      verdict(t.search.p95, 20, ' ms', false, 1),
    ],
    [
      t.dialect,
      `RSS growth during a full CSV export (median of ${t.export.runs})`,
      `${fmt(t.export.rssGrowthMb, 1)} MB (baseline ${fmt(t.export.baselineRssMb)} MB → peak ${fmt(t.export.peakRssMb)} MB; ${fmt(t.export.mb, 1)} MB, ${fmt(t.export.lines)} lines in ${fmt(t.export.seconds, 1)} s)`,
      verdict(t.export.rssGrowthMb, 50, ' MB', false, 1),
    ],
  ]);
  return [
    `${fmt(list[0]!.rows)} inquiries inserted with one bulk SQL statement through the database layer (SQLite load ${r.sqlite ? fmt(r.sqlite.loadMs) : 'n/a'} ms, PostgreSQL ${list.find((t) => t.dialect === 'postgres') ? fmt(list.find((t) => t.dialect === 'postgres')!.loadMs) : 'n/a'} ms), then the real server started on it and logged in. Page requests are sequential (one admin), over a keep-alive connection; targets: p95 ≤ 20 ms, RSS growth ≤ 50 MB. PostgreSQL runs in a throwaway database that is dropped afterwards.`,
    '',
    markdownTable(['Database', 'Measure', 'Measured', 'Verdict (target)'], rows),
    notes.length ? `\n${notes.join('\n')}` : '',
  ].join('\n');
}

function faults(r: Results): string {
  const parts: string[] = [];
  const c = r.crash;
  parts.push('### Crash (SIGKILL while submitting)');
  parts.push(
    c
      ? markdownTable(
          [
            'Kills',
            'Submissions tried',
            'Acknowledged',
            'Acknowledged but missing',
            'integrity_check',
            'Median restart to healthy',
            'Verdict',
          ],
          [
            [
              c.kills,
              fmt(c.attempted),
              fmt(c.acknowledged),
              c.missing.length,
              c.integrity,
              `${fmt(c.restartMsMedian)} ms`,
              c.missing.length === 0 && c.integrity === 'ok'
                ? '✅ no acknowledged write lost'
                : '❌ lost writes or corrupt',
            ],
          ],
        )
      : `Not measured: ${r.errors.crash ?? ''}`,
  );
  if (c?.donations) {
    // Uploads in the same run: a file and its row must both survive, and restarts must clear what kills leave.
    const lost = c.donations.missing.length + c.certificates.missing.length;
    const kept = c.leftoversAfterRestart.length + c.leftoversAtEnd.length;
    parts.push(
      '',
      markdownTable(
        ['Uploads', 'Tried', 'Acknowledged', 'Acknowledged but missing (row or bytes)'],
        [
          [
            'Donation screenshots',
            fmt(c.donations.attempted),
            fmt(c.donations.acknowledged),
            c.donations.missing.length,
          ],
          [
            'Certificate PDFs',
            fmt(c.certificates.attempted),
            fmt(c.certificates.acknowledged),
            c.certificates.missing.length,
          ],
        ],
      ),
      '',
      `Leftovers of killed uploads (unfinished parts, files without a row): ${c.leftoversFound} left by the kills + ${c.leftoversPlanted} planted; still there after a restart: ${c.leftoversAfterRestart.length}; after the final stop: ${c.leftoversAtEnd.length}. ${lost === 0 && kept === 0 ? '✅ no acknowledged upload lost, no leftover kept' : '❌'}`,
    );
  }
  const f = r.fuzz;
  parts.push('', '### Fuzz (malformed requests over HTTP, every public endpoint)');
  parts.push(
    f
      ? markdownTable(
          [
            'Requests',
            'Answers by status',
            '5xx / no answer',
            'RSS baseline → right after → 10 s idle',
            'Alive after',
            'Verdict',
          ],
          [
            [
              fmt(f.sent),
              Object.entries(f.byStatus)
                .sort()
                .map(([k, v]) => `${k}: ${v}`)
                .join(', '),
              f.failures.length,
              `${fmt(f.rssBaselineMb)} → ${fmt(f.rssAfterMb)} → ${fmt(f.rssSettledMb)} MB`,
              f.aliveAfter ? 'yes' : 'NO',
              f.failures.length === 0 && f.aliveAfter ? '✅ no 5xx, no crash' : '❌',
            ],
          ],
        ) +
          (f.failures.length
            ? `\n\nFirst failures:\n${f.failures.map((x) => `- ${x.request} → ${x.status}`).join('\n')}`
            : '')
      : `Not measured: ${r.errors.fuzz ?? ''}`,
  );
  parts.push('', "### Remote outage (one remote's files aborted in the browser, Playwright + Chromium, cold cache)");
  parts.push(
    r.outage
      ? markdownTable(
          [
            'Remote down',
            'Route',
            'Fallback text',
            'Time to fallback (median)',
            'Same route, both up: time to content',
            'Other remote still works',
          ],
          r.outage.map((o) => [
            o.remote,
            `\`${o.route}\``,
            `'${o.text}'`,
            `${fmt(o.fallbackMs)} ms (${o.runs} runs)`,
            `${fmt(o.normalMs)} ms`,
            o.otherRemoteOk ? 'yes' : 'NO',
          ]),
        )
      : `Not measured: ${r.errors.outage ?? ''}`,
  );
  const k = r.soak;
  parts.push('', '### Soak (mixed public + admin traffic at a fixed rate)');
  parts.push(
    k
      ? markdownTable(
          [
            'Duration',
            'Rate asked / achieved',
            'Requests',
            'Errors',
            'Non-2xx',
            'p50 / p99 ms',
            'RSS start → end (max)',
          ],
          [
            [
              `${k.seconds} s`,
              `${k.rate} / ${fmt(k.achieved)} req/s`,
              fmt(k.total),
              k.errors,
              k.non2xx,
              `${k.p50} / ${k.p99}`,
              `${fmt(k.rssStartMb)} → ${fmt(k.rssEndMb)} MB (${fmt(k.rssMaxMb)})`,
            ],
          ],
        ) + `\n\nMix (round-robin per connection, 20 connections): ${k.mix.map((m) => `\`${m}\``).join(', ')}.`
      : `Not measured: ${r.errors.soak ?? ''}`,
  );
  return parts.join('\n');
}

export function writeReport(r: Results, analysis = ''): string {
  const m = r.machine;
  const errors = Object.entries(r.errors);
  return [
    '# Benchmarks',
    '',
    `Written by \`${r.command}\` (bench/src/main.ts) — do not edit by hand; rerun it. Every figure below is from one run on ${m.date.slice(0, 16).replace('T', ' ')} UTC${r.quick ? ' in QUICK mode (small counts, not representative)' : ''}; each is the median of several runs where the table says so. Absolute times drift between machines: compare the ratios measured in the same run.`,
    '',
    markdownTable(
      ['Machine', ''],
      [
        ['CPU', `${m.cpus} cores (\`nproc\`), ${m.cpuModel}`],
        ['Memory', `${m.memoryGb} GB`],
        ['OS', m.os],
        ['Node', m.node],
        ['Chromium', m.chromium],
        ['Lighthouse', '12.8.2 (mobile = default throttling, desktop = `--preset=desktop`)'],
        ['Commit', m.commit],
        [
          'Load average at each section start',
          `${Object.entries(r.load ?? {})
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')} (on 2 cores, above ~1.5 means other work was competing with the bench)`,
        ],
        [
          'Total bench time',
          r.totalSeconds
            ? `${fmt(r.totalSeconds / 60, 1)} min (${Object.entries(r.timings)
                .map(([k, v]) => `${k} ${fmt(v)} s`)
                .join(', ')})`
            : 'n/a',
        ],
      ],
    ),
    '',
    '## Front end (Lighthouse)',
    frontEnd(r),
    '',
    '### Repeat visit (service worker warm)',
    repeatVisit(r),
    '',
    "### Observed total blocking time (the throttled browser's own long tasks)",
    observedTbtReport(r.observedTbt, r.errors['observed-tbt']),
    '',
    LOW_TIER_HEADING,
    lowTierReport(r.lowTier, r.errors['low-tier']),
    '',
    '## API',
    api(r),
    '',
    '## Public pages with live content (HTML rendered from the current content, cached per version)',
    publicPagesReport(r.publicPages, r.errors['public-pages']),
    '',
    '## Deployment (nginx in front of one and two server processes, PostgreSQL + Redis)',
    deployment(r),
    '',
    '## Login flood (static file served during a burst of logins)',
    loginFloodReport(r.loginFlood, r.errors['login-flood']),
    '',
    '## Admin list and CSV export with a large table',
    tables(r),
    '',
    '## Admin lists at 100,000 inquiries: list, search, bulk action',
    adminListsReport(r.adminLists, r.errors['admin-lists']),
    '',
    '### Admin list in the browser: first rows on screen',
    adminBrowserReport(r.adminBrowser, r.errors['admin-browser']),
    '',
    HEAVY_READS_HEADING,
    heavyReadsReport(r.heavyReads, r.errors['heavy-reads']),
    '',
    STAFF_DAY_HEADING,
    staffDayReport(r.staffDay, r.errors['staff-day']),
    '',
    '## Faults',
    'The crash and fuzz scenarios are the same code as the jest fault tests (`server/test/faults/`), which run in the suite with small counts.',
    '',
    faults(r),
    '',
    analysis,
    errors.length
      ? `\n## Sections that failed\n\n${errors.map(([k, v]) => `- **${k}**: \`${v.split('\n')[0]}\``).join('\n')}`
      : '',
    '',
  ].join('\n');
}

const LOW_TIER_HEADING = '## Low-end phones: CPU calibrated to low- and mid-tier, INP (decision 027)';
const HEAVY_READS_HEADING =
  '## Heavy admin reads beside visitors: 100,000 inquiries, exports and searches (decision 014)';
const STAFF_DAY_HEADING =
  '## Staff day: one staff member and visitors for five minutes, 100,000 inquiries (decision 014)';

/** Sections a partial run (BENCH_ONLY) can write into the existing BENCHMARKS.md on their own. */
const MERGEABLE: Record<string, { heading: string; render: (r: Results) => string; before?: string }> = {
  // New in a report that lacks it: after the front-end sections, not at the end.
  'low-tier': {
    heading: LOW_TIER_HEADING,
    render: (r) => lowTierReport(r.lowTier, r.errors['low-tier']),
    before: '\n## API\n',
  },
  'heavy-reads': {
    heading: HEAVY_READS_HEADING,
    render: (r) => heavyReadsReport(r.heavyReads, r.errors['heavy-reads']),
  },
  'staff-day': { heading: STAFF_DAY_HEADING, render: (r) => staffDayReport(r.staffDay, r.errors['staff-day']) },
};

export const canMerge = (sections: string[]) => sections.every((name) => name in MERGEABLE);

/**
 * The existing report with only `sections` replaced by this run's (or inserted before "## Faults"
 * when new): a BENCH_ONLY run must not turn every other section into "Not measured". Each merged
 * section says which run it comes from, since the header describes the last full run.
 */
export function mergeReport(existing: string, r: Results, sections: string[]): string {
  let out = existing;
  for (const name of sections) {
    const { heading, render, before } = MERGEABLE[name]!;
    const m = r.machine;
    const block = [
      heading,
      `_From a \`BENCH_ONLY=${sections.join(',')}${r.quick ? ' BENCH_QUICK=1' : ''} pnpm bench\` run on ${m.date.slice(0, 16).replace('T', ' ')} UTC, commit ${m.commit}, ${m.cpus} cores; load average ${r.load[name] ?? 'n/a'} when the section began (above ~1.5 on 2 cores: other work was competing); ${fmt((r.timings[name] ?? NaN) / 60, 1)} min. The rest of this file is from the run its header names._`,
      '',
      render(r),
      '',
      '',
    ].join('\n');
    const start = out.indexOf(`${heading}\n`);
    if (start !== -1) {
      // Up to the next section of the same level (or the end).
      const next = out.indexOf('\n## ', start + heading.length);
      out = out.slice(0, start) + block + (next === -1 ? '' : out.slice(next + 1));
    } else {
      const at = out.indexOf(before ?? '\n## Faults\n');
      out = at === -1 ? `${out}\n${block}` : out.slice(0, at + 1) + block + out.slice(at + 1);
    }
  }
  return out;
}
