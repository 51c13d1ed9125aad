import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { median, request } from './util';

const LH_CLI = require.resolve('lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', '--no-first-run', ...CHROMIUM_FLAGS].join(' ');

export type Preset = 'mobile' | 'desktop';

export interface LhRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferKb: number;
  /** Web fonts as transferred (only Hindi pages have one: decision 026 §5, budget 60 KB on first load). */
  fontTransferKb: number;
  requests: number;
  /**
   * Lighthouse's `environment.benchmarkIndex`: how fast this machine's CPU ran Lighthouse's own
   * micro-benchmark during the run. Printed beside every figure, so runs on different machines (or
   * a busy one) can be compared: the same build's TBT differs several times between indexes.
   */
  benchmarkIndex: number;
}

export interface LhSummary extends LhRun {
  runs: number;
  /** gzip -6 of the same scripts: what they would cost if the server compressed them. */
  jsGzipKb: number;
  jsFiles: number;
  lcpElement: string;
  /** Audits of the median run that did not pass (score < 0.9), worst first: what to fix. */
  failedAudits: Array<{ id: string; title: string; score: number; display?: string }>;
  /** Every request of the median run in start order (observed, unthrottled localhost times). */
  waterfall: Array<{ path: string; kb: number; startMs: number; endMs: number }>;
  failures: string[];
  /**
   * Where the median run's main-thread time went, as Lighthouse scales it by the CPU multiplier
   * (simulated throttling): the `long-tasks` audit (URL the task is attributed to), `bootup-time`
   * per script and `mainthread-work-breakdown` per kind of work. The low-tier section prints them.
   */
  mainThread?: {
    longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
    bootup: Array<{ url: string; totalMs: number; scriptingMs: number; parseMs: number }>;
    breakdown: Array<{ group: string; ms: number }>;
  };
}

export interface LhJson {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      title?: string;
      score?: number | null;
      scoreDisplayMode?: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
}

/** Options beyond the preset: a CPU slowdown calibrated to a phone (./calibration.ts) instead of 4×. */
export interface LhOptions {
  cpuSlowdownMultiplier?: number;
}

function runOnce(url: string, preset: Preset, opts: LhOptions = {}): Promise<LhJson> {
  const userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-lh-'));
  const out = path.join(userDir, 'report.json');
  const args = [
    LH_CLI,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${userDir}/profile`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  if (opts.cpuSlowdownMultiplier !== undefined)
    args.push(`--throttling.cpuSlowdownMultiplier=${opts.cpuSlowdownMultiplier}`);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          if (error)
            throw new Error(
              `lighthouse failed for ${url} (exit ${String(error.code)}, signal ${String(error.signal)}): ${stderr.slice(-1500) || error.message}`,
            );
          resolve(JSON.parse(fs.readFileSync(out, 'utf8')) as LhJson);
        } catch (e) {
          reject(e);
        } finally {
          fs.rmSync(userDir, { recursive: true, force: true });
        }
      },
    );
  });
}

const items = (r: LhJson, audit: string) => r.audits[audit]?.details?.items ?? [];

function summarise(r: LhJson): LhRun {
  const score = (c: string) => Math.round((r.categories[c]?.score ?? NaN) * 100);
  const script = items(r, 'resource-summary').find((i) => i.resourceType === 'script');
  const font = items(r, 'resource-summary').find((i) => i.resourceType === 'font');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: r.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: r.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsTransferKb: Number(script?.transferSize ?? NaN) / 1024,
    fontTransferKb: Number(font?.transferSize ?? 0) / 1024,
    requests: items(r, 'network-requests').length,
    benchmarkIndex: r.environment?.benchmarkIndex ?? NaN,
  };
}

/** Fetches each script the page loaded and gzips it, so the table can show the compressed cost. */
async function gzipKb(scriptUrls: string[]): Promise<number> {
  let total = 0;
  for (const url of scriptUrls) {
    const res = await request(url);
    total += zlib.gzipSync(Buffer.from(res.body), { level: 6 }).length;
  }
  return total / 1024;
}

/** `runs` Lighthouse runs of one URL and preset; each figure is the median over the runs. */
export async function lighthouse(url: string, preset: Preset, runs: number, opts: LhOptions = {}): Promise<LhSummary> {
  const reports: LhJson[] = [];
  const failures: string[] = [];
  // A run that fails (Chrome not answering on a loaded box happens) is retried, at most `runs` extra times.
  for (let i = 0; reports.length < runs && i < runs * 2; i += 1) {
    try {
      reports.push(await runOnce(url, preset, opts));
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0]!);
    }
  }
  return summariseReports(url, reports, failures);
}

/**
 * One Lighthouse run at a time, for callers that interleave runs of several pages (the
 * low-tier section alternates the page and its script-less twin, so a busy minute on the
 * machine lands on both); `summariseReports` then folds each page's runs.
 */
export async function lighthouseOnce(url: string, preset: Preset, opts: LhOptions = {}): Promise<LhJson> {
  let last: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await runOnce(url, preset, opts);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

export async function summariseReports(url: string, reports: LhJson[], failures: string[] = []): Promise<LhSummary> {
  if (!reports.length) throw new Error(failures.join('; ') || `no Lighthouse report for ${url}`);
  const all = reports.map(summarise);
  const pick = (k: keyof LhRun) => median(all.map((s) => s[k]));
  // The run with the median LCP; a page that never painted (LCP NaN) ranks last instead of
  // leaving no report at all (that ended the whole Lighthouse section once).
  const byLcp = all
    .map((s, index) => ({ lcp: Number.isFinite(s.lcpMs) ? s.lcpMs : Infinity, index }))
    .sort((a, b) => a.lcp - b.lcp);
  const medianReport = reports[byLcp[Math.floor(byLcp.length / 2)]!.index]!;
  const requests = items(medianReport, 'network-requests') as Array<{
    url: string;
    resourceType?: string;
    transferSize?: number;
    networkRequestTime?: number;
    networkEndTime?: number;
  }>;
  const scripts = [...new Set(requests.filter((q) => q.resourceType === 'Script').map((q) => q.url))];
  const origin = new URL(url).origin;
  const lcpNode = items(medianReport, 'largest-contentful-paint-element')[0] as
    { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  return {
    runs: all.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsTransferKb: pick('jsTransferKb'),
    fontTransferKb: pick('fontTransferKb'),
    requests: pick('requests'),
    benchmarkIndex: pick('benchmarkIndex'),
    jsGzipKb: await gzipKb(scripts),
    jsFiles: scripts.length,
    lcpElement: lcpNode?.items?.[0]?.node?.snippet ?? 'n/a',
    failedAudits: Object.entries(medianReport.audits)
      .filter(
        ([, a]) =>
          typeof a.score === 'number' &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .sort(([, a], [, b]) => (a.score ?? 0) - (b.score ?? 0))
      .map(([id, a]) => ({ id, title: a.title ?? id, score: a.score ?? 0, display: a.displayValue })),
    waterfall: requests.map((q) => ({
      path: q.url.replace(origin, ''),
      kb: (q.transferSize ?? 0) / 1024,
      startMs: Math.round(q.networkRequestTime ?? 0),
      endMs: Math.round(q.networkEndTime ?? 0),
    })),
    failures,
    mainThread: {
      longTasks: (
        items(medianReport, 'long-tasks') as Array<{ url?: string; startTime?: number; duration?: number }>
      ).map((t) => ({
        url: shortUrl(t.url ?? '', origin),
        startMs: Math.round(t.startTime ?? 0),
        durationMs: Math.round(t.duration ?? 0),
      })),
      bootup: (
        items(medianReport, 'bootup-time') as Array<{
          url?: string;
          total?: number;
          scripting?: number;
          scriptParseCompile?: number;
        }>
      ).map((b) => ({
        url: shortUrl(b.url ?? '', origin),
        totalMs: Math.round(b.total ?? 0),
        scriptingMs: Math.round(b.scripting ?? 0),
        parseMs: Math.round(b.scriptParseCompile ?? 0),
      })),
      breakdown: (
        items(medianReport, 'mainthread-work-breakdown') as Array<{
          groupLabel?: string;
          group?: string;
          duration?: number;
        }>
      ).map((g) => ({ group: g.groupLabel ?? g.group ?? '?', ms: Math.round(g.duration ?? 0) })),
    },
  };
}

/** A script's address without the page's origin or the build hash's query (shorter tables). */
const shortUrl = (url: string, origin: string) => url.replace(origin, '') || url;
