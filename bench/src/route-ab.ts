/**
 * Before/after Lighthouse of public routes at the low-tier rate, two front-end builds alternated run
 * by run (the order swapped every round), so a busy minute on a shared machine lands on both
 * (decision 027, "The public routes under 95"). Each build is served by its own production server
 * with a fresh data directory; `--floor` adds the first build's page without scripts
 * (./static-html-server.ts) to each round. The multiplier is re-measured before every run, as the
 * low-tier section does (./calibration.ts), unless `--rate` pins it.
 * `--phone-fonts` adds, to each round, every page again in a browser that has Noto Sans Devanagari
 * as a system font, as an Android phone has (this machine has no Devanagari font): what a Hindi
 * page costs a phone rather than this host (decision 027, "A phone's fonts").
 * Usage, from bench/ (a build folder holds `shell/`, `public-site/`, `admin-panel/` dists):
 *   npx tsx src/route-ab.ts --before /tmp/base-web --after /tmp/branch-web --routes /Photos,/donation
 *     [--runs 3] [--rate 8.5] [--floor] [--phone-fonts] [--out result.json]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fontconfigWith, notoSansDevanagariFile, woffToTrueType } from '../../e2e/support/device-fonts';
import { startServer, type ServerProcess } from '../../server/test/faults/child-server';
import { multiplierFor, openHostMeter, portInRange } from './calibration';
import { lighthouseOnce, type LhJson } from './lighthouse';
import { startStaticHtmlServer } from './static-html-server';
import { benchAdminEnv, fmt, median } from './util';

/** The five metrics the performance score is made of (Lighthouse 12 weights). */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['speed-index', 'SI'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

interface Row {
  build: string;
  route: string;
  multiplier: number;
  index: number;
  perf: number;
  metrics: Record<string, { value: number; score: number }>;
  domSize: number;
  breakdown: Record<string, number>;
  /** Lighthouse's long tasks (simulated at the multiplier): what TBT is made of. */
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
}

function read(r: LhJson, build: string, route: string, multiplier: number): Row {
  const metrics: Row['metrics'] = {};
  for (const [id, short] of METRICS)
    metrics[short] = { value: r.audits[id]?.numericValue ?? NaN, score: r.audits[id]?.score ?? NaN };
  const breakdown: Row['breakdown'] = {};
  for (const g of (r.audits['mainthread-work-breakdown']?.details?.items ?? []) as Array<{
    group?: string;
    duration?: number;
  }>)
    breakdown[g.group ?? '?'] = Math.round(g.duration ?? 0);
  return {
    build,
    route,
    multiplier,
    index: r.environment?.benchmarkIndex ?? NaN,
    perf: Math.round((r.categories.performance?.score ?? NaN) * 100),
    metrics,
    domSize: r.audits['dom-size']?.numericValue ?? NaN,
    breakdown,
    longTasks: (
      (r.audits['long-tasks']?.details?.items ?? []) as Array<{ url?: string; startTime?: number; duration?: number }>
    ).map((t) => ({
      url: (t.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      startMs: Math.round(t.startTime ?? 0),
      durationMs: Math.round(t.duration ?? 0),
    })),
  };
}

async function serve(dir: string, port: number): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-route-ab-'));
  return startServer({
    port,
    env: {
      DATA_DIR: dataDir,
      ...benchAdminEnv,
      SHELL_DIST: path.join(dir, 'shell'),
      PUBLIC_SITE_DIST: path.join(dir, 'public-site'),
      ADMIN_PANEL_DIST: path.join(dir, 'admin-panel'),
    },
  });
}

/**
 * A fontconfig file naming the machine's fonts and Noto Sans Devanagari 400 (the TrueType inside
 * the WOFF the site ships): given to Chromium as FONTCONFIG_FILE, Lighthouse's browser finds it as
 * a phone's system font, local() included.
 */
function phoneFontconfig(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-phone-fonts-'));
  const woff = notoSansDevanagariFile('noto-sans-devanagari-devanagari-400-normal.woff');
  return fontconfigWith(dir, [{ name: 'NotoSansDevanagari-Regular.ttf', bytes: woffToTrueType(woff) }])
    .FONTCONFIG_FILE!;
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? undefined : args[i + 1];
  };
  const before = opt('before');
  const after = opt('after');
  const routes = opt('routes')?.split(',');
  if (!before || !routes) throw new Error('usage: --before <dir> [--after <dir>] --routes /a,/b [--runs 3]');
  const runs = Number(opt('runs') ?? 3);
  const pinned = opt('rate') ? Number(opt('rate')) : undefined;
  const servers: ServerProcess[] = [];
  const meter = await openHostMeter();
  try {
    const p1 = await portInRange();
    const a = await serve(before, p1);
    servers.push(a);
    // Without --after: the first build alone (with --floor, the page against its script-less twin).
    const p2 = after ? await portInRange(8681, 8699, [p1]) : p1;
    const b = after ? await serve(after, p2) : undefined;
    if (b) servers.push(b);
    const floor = args.includes('--floor')
      ? await startStaticHtmlServer(a.url, await portInRange(8681, 8699, [p1, p2]))
      : undefined;
    const plain: Array<[string, string]> = [
      ['before', a.url],
      ...(b ? ([['after', b.url]] as Array<[string, string]>) : []),
      ...(floor ? ([['floor', floor.url]] as Array<[string, string]>) : []),
    ];
    const phoneFonts = args.includes('--phone-fonts') ? phoneFontconfig() : undefined;
    const builds = phoneFonts
      ? plain.flatMap(([name, url]) => [
          [name, url] as [string, string],
          [`${name}, phone fonts`, url] as [string, string],
        ])
      : plain;
    const rows: Row[] = [];
    for (const route of routes)
      for (let i = 0; i < runs; i += 1) {
        const order = i % 2 ? [...builds].reverse() : builds;
        for (const [build, base] of order) {
          // Lighthouse's Chromium inherits this process's environment (./lighthouse.ts runs its CLI).
          if (phoneFonts) {
            if (build.endsWith(', phone fonts')) process.env.FONTCONFIG_FILE = phoneFonts;
            else delete process.env.FONTCONFIG_FILE;
          }
          const multiplier = pinned ?? multiplierFor(await meter.measure(2), 'low');
          const row = read(
            await lighthouseOnce(base + route, 'mobile', { cpuSlowdownMultiplier: multiplier }),
            build,
            route,
            multiplier,
          );
          rows.push(row);
          console.log(
            `${route} ${build} run ${i + 1}: perf ${row.perf}, ${METRICS.map(([, s]) => `${s} ${fmt(row.metrics[s]!.value, s === 'CLS' ? 3 : 0)} (${Math.round(row.metrics[s]!.score * 100)})`).join(', ')}, DOM ${row.domSize}, ×${multiplier} (emulated ${fmt(row.index / multiplier)})`,
          );
        }
      }
    console.log('\nMedians:');
    for (const route of routes)
      for (const [build] of builds) {
        const own = rows.filter((r) => r.route === route && r.build === build);
        const m = (f: (r: Row) => number) => median(own.map(f));
        const groups = Object.keys(own[0]?.breakdown ?? {});
        console.log(
          `${route} ${build}: perf ${m((r) => r.perf)} (${own.map((r) => r.perf).join(', ')}), ${METRICS.map(
            ([, s]) =>
              `${s} ${fmt(
                m((r) => r.metrics[s]!.value),
                s === 'CLS' ? 3 : 0,
              )}`,
          ).join(
            ', ',
          )}, DOM ${m((r) => r.domSize)}, main thread ${groups.map((g) => `${g} ${m((r) => r.breakdown[g] ?? 0)}`).join(', ')}`,
        );
      }
    const out = opt('out');
    if (out) fs.writeFileSync(out, JSON.stringify(rows, null, 2));
    await floor?.close();
  } finally {
    await meter.close();
    for (const s of servers) await s.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
