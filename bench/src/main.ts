// `pnpm bench`: builds production, starts its own servers on free ports with fresh temp data,
// measures front end, API, large tables and faults, and writes BENCHMARKS.md at the repository
// root. BENCH_QUICK=1 runs every section with small counts (for developing the bench itself);
// BENCH_ONLY=lighthouse,api picks sections; BENCH_SKIP_BUILD=1 measures the dist/ folders as they
// are; BENCH_REPORT_ONLY=1 re-renders the report from bench/.out/results.json (with BENCH_ONLY, from
// that partial run's results.<sections>.json, merged into the existing report).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '../../server/test/faults/child-server';
import { benchAdminBrowser } from './admin-browser';
import { benchAdminLists } from './admin-lists';
import { benchApi } from './api';
import { benchDeployment } from './deployment';
import { benchHeavyReads } from './heavy-reads';
import { BENCH_DIR, REPO, STANDALONE_DIST, buildAll, snapshotDists } from './build';
import { benchCrash, benchFuzz, benchOutage, benchSoak } from './faults';
import { CHROMIUM } from './chromium';
import { lighthouse, type LhSummary, type Preset } from './lighthouse';
import { benchLoginFlood } from './login-flood';
import { benchLowTier } from './low-tier';
import { benchRepeatVisit } from './repeat-visit';
import { benchObservedTbt } from './observed-tbt';
import { benchPublicPages } from './public-pages';
import { describeMachine } from './machine';
import { canMerge, mergeReport, writeReport, type Results } from './report';
import { benchStaffDay } from './staff-day';
import { startStaticHtmlServer } from './static-html-server';
import { startStaticServer } from './static-server';
import { PUBLIC_ROUTES } from '../../shared/src/routes';
import { benchTablesPostgres, benchTablesSqlite } from './tables';
import { QUICK, benchAdminEnv, log, withScratchServer } from './util';

export const ROUTES = ['/', '/digital', '/AdmissionForm', '/admin'];
/**
 * Every public page address as the site links it (the spec's routes), for the one-run sweep, and
 * the Hindi home page: its Devanagari font's bytes and CLS (docs/decisions/026-hindi.md §5).
 */
const SWEEP_ROUTES = [...Object.values(PUBLIC_ROUTES).map((r) => r.link), '/hi'];

/** A section that fails is reported as failed; the others still run. */
const ONLY = process.env.BENCH_ONLY?.split(',');
/** A partial run's raw results go beside the full run's, not over them (results.heavy-reads.json). */
const RESULTS = path.join(BENCH_DIR, '.out', ONLY ? `results.${ONLY.join(',')}.json` : 'results.json');

async function section<T>(name: string, results: Results, fn: () => Promise<T>): Promise<T | undefined> {
  if (ONLY && !ONLY.includes(name)) return undefined;
  const t0 = Date.now();
  // Other work on the machine skews every figure: record how busy it was when each section began.
  results.load[name] = Math.round(os.loadavg()[0]! * 10) / 10;
  try {
    const value = await fn();
    results.timings[name] = (Date.now() - t0) / 1000;
    return value;
  } catch (error) {
    results.errors[name] = (error as Error).stack ?? String(error);
    log(`${name} FAILED: ${(error as Error).message}`);
    return undefined;
  }
}

/** bench/BENCHMARKS.md asks for the median of 5 mobile runs; desktop is a side figure. */
const RUNS: Record<Preset, number> = QUICK ? { mobile: 1, desktop: 1 } : { mobile: 5, desktop: 3 };
type Build = 'composed' | 'standalone' | 'static-html';

async function frontEnd(results: Results, web: Record<string, string>) {
  await withScratchServer('lh', { ...benchAdminEnv, ...web }, (composed) => lighthouseRuns(results, composed));
}

/** Every Lighthouse run of the section, of `composed` beside the standalone and script-less builds. */
async function lighthouseRuns(results: Results, composed: ServerProcess) {
  let standalone: { url: string; close: () => Promise<void> } | undefined;
  let staticHtml: { url: string; close: () => Promise<void> } | undefined;
  try {
    if (!fs.existsSync(STANDALONE_DIST))
      throw new Error(
        `${path.relative(REPO, STANDALONE_DIST)} is missing: run the bench once without BENCH_SKIP_BUILD=1`,
      );
    standalone = await startStaticServer(STANDALONE_DIST);
    staticHtml = await startStaticHtmlServer(composed.url);
    const servers: Record<Build, { url: string }> = { composed, standalone, 'static-html': staticHtml };
    for (const preset of ['mobile', 'desktop'] as Preset[]) {
      for (const route of ROUTES) {
        for (const build of Object.keys(servers) as Build[]) {
          if (build !== 'composed' && route.startsWith('/admin')) continue; // the public site has no admin
          if (build === 'static-html' && preset !== 'mobile') continue; // the floor of the mobile goal (decision 032)
          const runs = RUNS[preset];
          log(`lighthouse ${preset} ${build} ${route} (${runs} runs)`);
          const summary: LhSummary = await lighthouse(servers[build].url + route, preset, runs);
          results.lighthouse.push({ route, build, preset, ...summary });
          log(
            `  LCP ${(summary.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(summary.tbtMs)} ms, performance ${summary.performance}, benchmarkIndex ${Math.round(summary.benchmarkIndex)}`,
          );
        }
      }
    }
    // "Every public route" (bench/BENCHMARKS.md): one mobile run each of the routes not measured above.
    for (const route of SWEEP_ROUTES.filter((r) => !ROUTES.includes(r))) {
      log(`lighthouse mobile composed ${route} (1 run, route sweep)`);
      const summary: LhSummary = await lighthouse(composed.url + route, 'mobile', 1);
      results.lighthouse.push({ route, build: 'composed', preset: 'mobile', sweep: true, ...summary });
      log(
        `  performance ${summary.performance}, a11y ${summary.accessibility}, BP ${summary.bestPractices}, SEO ${summary.seo}`,
      );
    }
  } finally {
    await standalone?.close();
    await staticHtml?.close();
  }
}

/** Service-worker-warm repeat visits of the composed site (./repeat-visit.ts). */
async function repeatVisit(web: Record<string, string>) {
  return withScratchServer('sw', { ...benchAdminEnv, ...web }, (server) => {
    log('repeat visits (service worker warm)');
    return benchRepeatVisit(server.url, ['/', '/digital'], QUICK ? 1 : 5);
  });
}

/** Long tasks as the throttled browser had them, beside Lighthouse's simulated TBT (./observed-tbt.ts). */
async function observedTbt(web: Record<string, string>) {
  return withScratchServer('tbt', { ...benchAdminEnv, ...web }, (server) => {
    log('observed TBT (DevTools CPU ×4)');
    return benchObservedTbt(server.url, ['/', '/digital', '/AdmissionForm', '/admin'], QUICK ? 1 : 5);
  });
}

/** The hand-written reading of the figures (bench/ANALYSIS.md), appended to the report when present. */
const analysis = () => {
  const file = path.join(BENCH_DIR, 'ANALYSIS.md');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

async function main() {
  if (process.env.BENCH_REPORT_ONLY === '1') {
    // Re-render BENCHMARKS.md from the last run's raw results (no measuring).
    const results = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Results;
    const out = path.join(REPO, results.quick ? 'bench/.out/BENCHMARKS.quick.md' : 'bench/BENCHMARKS.md');
    if (ONLY && canMerge(ONLY) && fs.existsSync(out))
      fs.writeFileSync(out, mergeReport(fs.readFileSync(out, 'utf8'), results, ONLY));
    else fs.writeFileSync(out, writeReport(results, analysis()));
    return;
  }
  const started = Date.now();
  const results: Results = {
    quick: QUICK,
    machine: describeMachine(CHROMIUM, REPO),
    command: QUICK ? 'BENCH_QUICK=1 pnpm bench' : 'pnpm bench',
    timings: {},
    load: {},
    errors: {},
    lighthouse: [],
  };
  log(`${results.command} on ${results.machine.cpus} cores, Node ${results.machine.node}, ${results.machine.chromium}`);
  if (process.env.BENCH_SKIP_BUILD !== '1')
    results.build = await section('build', results, () => buildAll(results.errors));
  const web = snapshotDists();
  await section('lighthouse', results, () => frontEnd(results, web));
  results.repeatVisit = await section('repeat-visit', results, () => repeatVisit(web));
  results.observedTbt = await section('observed-tbt', results, () => observedTbt(web));
  // Decision 027: CPU throttling calibrated to low- and mid-tier phones from this host's benchmarkIndex, and INP.
  results.lowTier = await section('low-tier', results, () => benchLowTier(web));
  results.outage = await section('outage', results, () => benchOutage(web));
  results.api = await section('api', results, benchApi);
  results.publicPages = await section('public-pages', results, () => benchPublicPages(web));
  results.deployment = await section('deployment', results, benchDeployment);
  results.loginFlood = await section('login-flood', results, benchLoginFlood);
  const rows = QUICK ? 10_000 : 100_000;
  results.sqlite = await section('tables-sqlite', results, () => benchTablesSqlite(rows));
  results.postgres = await section('tables-postgres', results, () => benchTablesPostgres(rows));
  results.adminLists = await section('admin-lists', results, () => benchAdminLists(rows));
  results.adminBrowser = await section('admin-browser', results, () => benchAdminBrowser(web, rows));
  results.heavyReads = await section('heavy-reads', results, () => benchHeavyReads(web, rows));
  results.staffDay = await section('staff-day', results, () => benchStaffDay(web, rows));
  results.crash = await section('crash', results, benchCrash);
  results.fuzz = await section('fuzz', results, benchFuzz);
  results.soak = await section('soak', results, () => benchSoak(web));
  results.totalSeconds = (Date.now() - started) / 1000;

  fs.mkdirSync(path.join(BENCH_DIR, '.out'), { recursive: true });
  fs.writeFileSync(RESULTS, JSON.stringify(results, null, 2));
  const out = path.join(REPO, QUICK ? 'bench/.out/BENCHMARKS.quick.md' : 'bench/BENCHMARKS.md');
  // A partial run of sections that stand alone updates just them in the existing report.
  if (ONLY && canMerge(ONLY) && fs.existsSync(out))
    fs.writeFileSync(out, mergeReport(fs.readFileSync(out, 'utf8'), results, ONLY));
  else fs.writeFileSync(out, writeReport(results, analysis()));
  log(`done in ${(results.totalSeconds / 60).toFixed(1)} min → ${path.relative(REPO, out)}`);
  if (Object.keys(results.errors).length) {
    log(`sections that failed: ${Object.keys(results.errors).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
