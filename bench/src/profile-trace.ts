/**
 * Where a page load's main-thread time goes on a low-tier phone (decision 027): loads a page
 * in Chromium with DevTools CPU throttling at the calibrated low-tier rate (./calibration.ts) and
 * the slow-4G network, records a trace with the V8 sampling profiler on, and prints
 *   - the main thread's busy time by kind of work (script, style, layout, parse, GC, paint),
 *   - every task over 50 ms with what ran in it (scripts by URL, top functions),
 *   - self and total time per script and per function, mapped through the build's source maps
 *     (written next to every built file, never served) to the repository's source files.
 * Usage, from bench/ against a running server (the bench's or `pnpm start`):
 *   npx tsx src/profile-trace.ts http://127.0.0.1:8681/ [--rate 14.7] [--runs 3] [--out .out/profile]
 * Without --rate it measures the host's benchmarkIndex first. The trace of each run is saved
 * (open it in DevTools' Performance panel); the summary is the median run's, plus every run's totals.
 *
 * With `--tap <interaction> --at <ms>` (an interaction of the low-tier section by the start of its
 * name, e.g. `--tap "Open the mobile menu" --at 1000`) the run taps as the INP measurement does
 * (./inp.ts: raw touch input at the due time, the element's place read on a warm load) and the
 * summary adds `tap`: the interaction's Event Timing entries (input delay, processing, presentation)
 * and every task of the main thread from 100 ms before the tap to its next paint, with the events
 * dispatched in it, its kinds of work, scripts and top functions — where the tap's time went.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { calibrate } from './calibration';
import { REPO } from './build';
import { locate, optionsFor, type InteractionSpec } from './inp';
import { interactions } from './low-tier';
import { launchChromium } from './chromium';
import { contextOptions, throttledPage } from './repeat-visit';
import { median, request, sleep } from './util';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & {
      url?: string;
      functionName?: string;
      cpuProfile?: CpuProfileChunk;
      timeDeltas?: number[];
    };
  };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfileChunk {
  nodes?: Array<{ id: number; callFrame: CallFrame; parent?: number }>;
  samples?: number[];
}

/** Kinds of work as DevTools' summary groups them. */
const KIND: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  FunctionCall: 'script evaluation',
  TimerFire: 'script evaluation',
  EventDispatch: 'script evaluation',
  FireAnimationFrame: 'script evaluation',
  RunMicrotasks: 'script evaluation',
  'v8.run': 'script evaluation',
  'V8.Execute': 'script evaluation',
  'v8.compile': 'script parse & compile',
  'v8.compileModule': 'script parse & compile',
  'V8.CompileCode': 'script parse & compile',
  'v8.parseOnBackground': 'script parse & compile',
  CacheScript: 'script parse & compile',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  'Document::updateStyleAndLayout': 'style',
  Layout: 'layout',
  UpdateLayerTree: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  CompositeLayers: 'paint',
  // Promise jobs run JavaScript without a FunctionCall around it; tier-up compiles interrupt it.
  BlinkScheduler_PerformMicrotaskCheckpoint: 'script evaluation',
  'v8.callFunction': 'script evaluation',
  'V8.BytecodeBudgetInterrupt': 'script evaluation',
  'V8.BytecodeBudgetInterruptWithStackCheck': 'script evaluation',
  'v8.produceCache': 'script parse & compile',
  Commit: 'paint',
  'CpuProfiler::StartProfiling': 'profiler overhead',
  'DocumentLoader::CommitNavigation': 'HTML parse',
  ParseHTML: 'HTML parse',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  BlinkGC: 'GC',
  'BlinkGC.AtomicPhase': 'GC',
};

interface Node {
  e: TraceEvent;
  end: number;
  children: Node[];
}

/** The renderer main thread of the page: the CrRendererMain that parsed the page's HTML. */
function mainThread(events: TraceEvent[], pageUrl: string): { pid: number; tid: number } {
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid }));
  const parses = events.filter((e) => e.name === 'ParseHTML' || e.name === 'EvaluateScript');
  // ParseHTML names its document in `beginData`, EvaluateScript its file in `data`: a page without
  // scripts (the floor) is found by its parse alone.
  const urlOf = (e: TraceEvent) => {
    const args = e.args as { data?: { url?: string }; beginData?: { url?: string } } | undefined;
    return String(args?.beginData?.url ?? args?.data?.url ?? '');
  };
  let best = mains[0]!;
  let bestCount = -1;
  for (const m of mains) {
    const n = parses.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && urlOf(e).startsWith(new URL(pageUrl).origin),
    ).length;
    if (n > bestCount) [best, bestCount] = [m, n];
  }
  return best;
}

/** Complete ('X') events of one thread as a tree by time containment. */
function tree(events: TraceEvent[]): Node[] {
  const xs = events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const e of xs) {
    const node: Node = { e, end: e.ts + e.dur!, children: [] };
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    if (stack.length) stack[stack.length - 1]!.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Self time per kind of work under a node (the innermost known kind wins). */
function kinds(node: Node, into: Record<string, number>, inherited = 'other') {
  const kind = KIND[node.e.name] ?? inherited;
  const childTime = node.children.reduce((n, c) => n + (c.end - c.e.ts), 0);
  into[kind] = (into[kind] ?? 0) + Math.max(0, node.end - node.e.ts - childTime) / 1000;
  for (const c of node.children) kinds(c, into, kind);
}

/** Script URLs evaluated or called in a task, with the time of the outermost event for each. */
function scriptsIn(node: Node, into: Record<string, number>, origin: string) {
  const url = String(node.e.args?.data?.url ?? '');
  if (
    url &&
    (node.e.name === 'EvaluateScript' ||
      node.e.name === 'FunctionCall' ||
      node.e.name === 'v8.compile' ||
      node.e.name === 'v8.compileModule')
  ) {
    const key = url.replace(origin, '');
    into[key] = (into[key] ?? 0) + (node.end - node.e.ts) / 1000;
    return;
  }
  for (const c of node.children) scriptsIn(c, into, origin);
}

/** Source maps of the built files, by served URL path (shell at /, remotes at /remotes/<name>/). */
const consumers = new Map<string, SourceMap | null>();
function consumerFor(urlPath: string): SourceMap | null {
  if (consumers.has(urlPath)) return consumers.get(urlPath)!;
  const m = /^\/remotes\/(public-site|admin-panel)\/(.+)$/.exec(urlPath);
  const file = m
    ? path.join(REPO, 'bench', '.out', 'web', m[1]!, m[2]!)
    : path.join(REPO, 'bench', '.out', 'web', 'shell', urlPath.replace(/^\//, ''));
  const fallback = file.replace(path.join('bench', '.out', 'web') + path.sep, '');
  let consumer: SourceMap | null = null;
  for (const f of [
    file,
    m ? path.join(REPO, m[1]!, 'dist', m[2]!) : path.join(REPO, 'shell', 'dist', urlPath.replace(/^\//, '')),
    fallback,
  ]) {
    if (fs.existsSync(`${f}.map`)) {
      consumer = new SourceMap(JSON.parse(fs.readFileSync(`${f}.map`, 'utf8')) as SourceMapPayload);
      break;
    }
  }
  consumers.set(urlPath, consumer);
  return consumer;
}

/** "functionName (source file:line)" of a call frame, through the source map when there is one. */
function original(frame: CallFrame, origin: string): { fn: string; source: string } {
  const urlPath = (frame.url ?? '').replace(origin, '').split('?')[0]!;
  const consumer = urlPath.endsWith('.js') ? consumerFor(urlPath) : null;
  if (consumer) {
    // Node's own source-map reader (zero-based positions, as V8's call frames are).
    const pos = consumer.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    if (pos.originalSource) {
      // webpack://public_site/./src/x.tsx → public-site/src/x.tsx; dependencies → node_modules/<package>/…
      const source = pos.originalSource
        .replace(/^webpack:\/\/([^/]*)\/(?:\.\/)?/, (_m, ns: string) => `${ns.replace(/_/g, '-')}/`)
        .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/')
        .replace(/^[^/]+\/\.\.\/shared\//, 'shared/');
      return {
        fn: pos.name || frame.functionName || '(anonymous)',
        source: `${source}:${(pos.originalLine ?? 0) + 1}`,
      };
    }
  }
  return {
    fn: frame.functionName || '(anonymous)',
    source: urlPath ? `${urlPath}:${frame.lineNumber + 1}` : `(${frame.functionName || 'native'})`,
  };
}

interface Sample {
  ts: number;
  stack: CallFrame[];
}

/** The sampled stacks of the main thread's V8 profile (Profile + ProfileChunk events). */
function samples(events: TraceEvent[], thread: { pid: number; tid: number }): Sample[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  if (!profile) return [];
  const start = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  const nodes = new Map<number, { callFrame: CallFrame; parent?: number }>();
  const out: Sample[] = [];
  let ts = start;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === thread.pid && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, { callFrame: n.callFrame, parent: n.parent });
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const stack: CallFrame[] = [];
      for (
        let n = nodes.get(id), guard = 0;
        n && guard < 500;
        n = n.parent === undefined ? undefined : nodes.get(n.parent), guard += 1
      )
        stack.push(n.callFrame);
      out.push({ ts, stack });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/**
 * What the design discussion (decision 027) asks about, by source file of a frame: a sample
 * counts in every bucket on its stack ("inclusive") and in the bucket of its innermost JavaScript
 * frame ("self", these add up to the JavaScript total).
 */
const BUCKETS: Array<[string, RegExp]> = [
  ['emotion (styled, serialize, hash, cache, sheet)', /node_modules\/@emotion\/|\/emotion\.[0-9a-f]+\.js/],
  [
    'routing (react-router, shared lazy-routes, shell router)',
    /node_modules\/react-router|shared\/src\/lazy-routes|shell\/src\/router/,
  ],
  ['React render / hydration (react-dom, scheduler, react)', /node_modules\/(react-dom|scheduler|react)\//],
  [
    'federation start-up (webpack runtime, @module-federation, remoteEntry)',
    /^[a-z-]+\/webpack\/|node_modules\/@module-federation\/|shell\/src\/federation\/|remoteEntry\.js|__webpack_require__/,
  ],
  ['app code (public-site/src, shell/src, shared/src)', /^(public-site|shell|admin-panel|shared)\/src\//],
];
const bucketOf = (source: string) =>
  BUCKETS.find(([, re]) => re.test(source))?.[0] ?? 'other scripts (unmapped chunks, inline)';

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Self and total ms per function and self ms per script over samples in [from, to). */
function attribute(all: Sample[], origin: string, from = -Infinity, to = Infinity) {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (let i = 0; i < all.length - 1; i += 1) {
    const s = all[i]!;
    if (s.ts < from || s.ts >= to) continue;
    const ms = Math.min(all[i + 1]!.ts - s.ts, 50_000) / 1000;
    const top = s.stack[0];
    if (!top || IDLE.has(top.functionName)) {
      if (top?.functionName === '(garbage collector)')
        self.set('(garbage collector)', (self.get('(garbage collector)') ?? 0) + ms);
      if (top?.functionName === '(program)')
        self.set('(program: native, style, layout…)', (self.get('(program: native, style, layout…)') ?? 0) + ms);
      continue;
    }
    const o = original(top, origin);
    const key = `${o.fn} — ${o.source}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const script = (top.url ?? '').replace(origin, '') || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const seen = new Set<string>();
    for (const f of s.stack) {
      if (IDLE.has(f.functionName) || !f.url) continue;
      const of = original(f, origin);
      const k = `${of.fn} — ${of.source}`;
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  }
  // Per package or source folder, counted once per sample when anywhere on the stack (inclusive).
  const groups = new Map<string, number>();
  for (let i = 0; i < all.length - 1; i += 1) {
    const smp = all[i]!;
    if (smp.ts < from || smp.ts >= to || !smp.stack[0] || IDLE.has(smp.stack[0].functionName)) continue;
    const ms = Math.min(all[i + 1]!.ts - smp.ts, 50_000) / 1000;
    const seen = new Set<string>();
    for (const f of smp.stack) {
      if (!f.url) continue;
      const src = original(f, origin).source;
      const g =
        /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src)?.[1] ??
        /^(webpack)\//.exec(src.replace(/^[^/]+\/webpack\//, 'webpack/'))?.[1] ??
        src.split('/').slice(0, 3).join('/').replace(/:\d+$/, '');
      if (seen.has(g)) continue;
      seen.add(g);
      groups.set(g, (groups.get(g) ?? 0) + ms);
    }
  }
  const bucketsIn = new Map<string, number>();
  const bucketsSelf = new Map<string, number>();
  for (let i = 0; i < all.length - 1; i += 1) {
    const smp = all[i]!;
    if (smp.ts < from || smp.ts >= to || !smp.stack[0] || IDLE.has(smp.stack[0].functionName)) continue;
    const ms = Math.min(all[i + 1]!.ts - smp.ts, 50_000) / 1000;
    const frames = smp.stack.filter((f) => f.url);
    // A native callee (appendChild, insertBefore) counts for the JavaScript that called it.
    const innermost = frames[0] ? bucketOf(original(frames[0], origin).source) : 'native code called from no script';
    bucketsSelf.set(innermost, (bucketsSelf.get(innermost) ?? 0) + ms);
    for (const b of new Set(frames.map((f) => bucketOf(original(f, origin).source))))
      bucketsIn.set(b, (bucketsIn.get(b) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => ({ name: k, ms: Math.round(v) }));
  return {
    self: top(self, 40),
    total: top(total, 60),
    byScript: top(byScript, 30),
    byModule: top(groups, 30),
    bucketsInclusive: top(bucketsIn, 10),
    bucketsSelf: top(bucketsSelf, 10),
  };
}

export interface ProfileSummary {
  url: string;
  rate: number;
  busyMs: number;
  kinds: Record<string, number>;
  longTasks: Array<{
    startMs: number;
    durationMs: number;
    scripts: Record<string, number>;
    kinds: Record<string, number>;
    topSelf: Array<{ name: string; ms: number }>;
  }>;
  tbtAfterFcpMs: number;
  fcpMs: number;
  lcpMs: number;
  functions: ReturnType<typeof attribute>;
  tap?: TapSummary;
}

/** One Event Timing entry of the tap, on the page's clock (ms after navigation start). */
export interface TapEvent {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  interactionId: number;
}

export interface TapSummary {
  interaction: string;
  /** The interaction's phases from its longest Event Timing entry, as INP reads them. */
  tappedAtMs: number;
  inpMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  events: TapEvent[];
  /** Every main-thread task from 100 ms before the tap to the end of its interaction. */
  tasks: Array<{
    startMs: number;
    durationMs: number;
    events: string[];
    kinds: Record<string, number>;
    scripts: Record<string, number>;
    topSelf: Array<{ name: string; ms: number }>;
  }>;
}

/** Event types dispatched inside a task (EventDispatch trace events). */
function eventsIn(node: Node, into: string[]) {
  const type = node.e.name === 'EventDispatch' ? String(node.e.args?.data?.type ?? '') : '';
  if (type && !into.includes(type)) into.push(type);
  for (const c of node.children) eventsIn(c, into);
}

export function summarise(
  events: TraceEvent[],
  pageUrl: string,
  rate: number,
  tap?: { interaction: string; events: TapEvent[] },
): ProfileSummary {
  const origin = new URL(pageUrl).origin;
  const thread = mainThread(events, pageUrl);
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const navStart =
    mine.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ??
    Math.min(...mine.filter((e) => e.ts > 0).map((e) => e.ts));
  const mark = (name: string) => {
    const e = events.filter((x) => x.pid === thread.pid && x.name === name).sort((a, b) => b.ts - a.ts)[0];
    return e ? (e.ts - navStart) / 1000 : NaN;
  };
  const roots = tree(mine).filter(
    (n) => n.e.name === 'RunTask' || n.e.name === 'ThreadControllerImpl::RunTask' || n.e.name === 'ThreadPool_RunTask',
  );
  const all: Record<string, number> = {};
  for (const r of roots) kinds(r, all, 'other (task overhead, native)');
  const prof = samples(events, thread);
  const fcp = mark('firstContentfulPaint');
  const longTasks = roots
    .filter((r) => r.end - r.e.ts >= 50_000)
    .map((r) => {
      const k: Record<string, number> = {};
      kinds(r, k, 'other');
      const scripts: Record<string, number> = {};
      scriptsIn(r, scripts, origin);
      return {
        startMs: Math.round((r.e.ts - navStart) / 1000),
        durationMs: Math.round((r.end - r.e.ts) / 1000),
        scripts: Object.fromEntries(Object.entries(scripts).map(([u, v]) => [u, Math.round(v)])),
        kinds: Object.fromEntries(
          Object.entries(k)
            .filter(([, v]) => v >= 1)
            .map(([u, v]) => [u, Math.round(v)]),
        ),
        topSelf: attribute(prof, origin, r.e.ts, r.end).self.slice(0, 6),
      };
    });
  return {
    url: pageUrl,
    rate,
    busyMs: Math.round(roots.reduce((n, r) => n + (r.end - r.e.ts), 0) / 1000),
    kinds: Object.fromEntries(
      Object.entries(all)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round(v)]),
    ),
    longTasks,
    tbtAfterFcpMs: Math.round(
      longTasks
        .filter((t) => t.startMs + t.durationMs > fcp)
        .reduce((n, t) => n + Math.max(0, Math.min(t.durationMs, t.startMs + t.durationMs - fcp) - 50), 0),
    ),
    fcpMs: Math.round(fcp),
    lcpMs: Math.round(mark('largestContentfulPaint::Candidate')),
    functions: attribute(prof, origin),
    ...(tap ? { tap: tapSummary(tap, roots, prof, origin, navStart) } : {}),
  };
}

function tapSummary(
  tap: { interaction: string; events: TapEvent[] },
  roots: Node[],
  prof: Sample[],
  origin: string,
  navStart: number,
): TapSummary | undefined {
  const longest = tap.events.slice().sort((a, b) => b.duration - a.duration)[0];
  if (!longest) return undefined;
  const first = Math.min(...tap.events.map((e) => e.startTime));
  const last = Math.max(...tap.events.map((e) => e.startTime + e.duration));
  const from = navStart + (first - 100) * 1000;
  const to = navStart + last * 1000;
  return {
    interaction: tap.interaction,
    tappedAtMs: Math.round(first),
    inpMs: Math.round(longest.duration),
    inputDelayMs: Math.round(longest.processingStart - longest.startTime),
    processingMs: Math.round(longest.processingEnd - longest.processingStart),
    presentationMs: Math.round(longest.startTime + longest.duration - longest.processingEnd),
    events: tap.events,
    tasks: roots
      .filter((r) => r.end > from && r.e.ts < to && r.end - r.e.ts >= 1000)
      .map((r) => {
        const k: Record<string, number> = {};
        kinds(r, k, 'other');
        const scripts: Record<string, number> = {};
        scriptsIn(r, scripts, origin);
        const types: string[] = [];
        eventsIn(r, types);
        return {
          startMs: Math.round((r.e.ts - navStart) / 1000),
          durationMs: Math.round((r.end - r.e.ts) / 1000),
          events: types,
          kinds: Object.fromEntries(
            Object.entries(k)
              .filter(([, v]) => v >= 1)
              .map(([u, v]) => [u, Math.round(v)]),
          ),
          scripts: Object.fromEntries(Object.entries(scripts).map(([u, v]) => [u, Math.round(v)])),
          topSelf: attribute(prof, origin, r.e.ts, r.end).self.slice(0, 4),
        };
      }),
  };
}

/** In the page before its scripts: every Event Timing entry of an interaction, kept for the summary. */
function keepEventTiming() {
  const w = window as unknown as { __tapEvents: TapEvent[] };
  w.__tapEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
      if (e.interactionId)
        w.__tapEvents.push({
          name: e.name,
          startTime: e.startTime,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          duration: e.duration,
          interactionId: e.interactionId,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** A tap of the low-tier section's INP measurement, at `delayMs` after navigation. */
export interface TapPlan {
  spec: InteractionSpec;
  delayMs: number;
}

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
  'blink.gc',
];

export async function profileLoad(
  pageUrl: string,
  rate: number,
  outFile: string,
  settleMs = 8000,
  tap?: TapPlan,
): Promise<ProfileSummary> {
  const browser = await launchChromium();
  try {
    const origin = new URL(pageUrl).origin;
    const at = tap ? await locate(browser, origin, tap.spec) : undefined;
    const context = await browser.newContext(
      tap ? optionsFor(tap.spec) : { ...contextOptions, serviceWorkers: 'block' },
    );
    const page = await throttledPage(context, rate);
    if (tap) await page.addInitScript(keepEventTiming);
    await browser.startTracing(page, { categories: CATEGORIES });
    if (tap && at) {
      // As ./inp.ts: the tap lands when the clock says, whatever the page is doing.
      const t0 = Date.now();
      await page.goto(origin + tap.spec.route, { waitUntil: 'commit', timeout: 120_000 });
      await sleep(Math.max(0, t0 + tap.delayMs - Date.now()));
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForTimeout(3000);
    } else {
      await page.goto(pageUrl, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForTimeout(settleMs); // the app's start-up runs on after load, in pieces
    }
    const events = tap
      ? await page.evaluate(() => (window as unknown as { __tapEvents: TapEvent[] }).__tapEvents).catch(() => [])
      : [];
    const buffer = await browser.stopTracing();
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, buffer);
    const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    await context.close();
    return summarise(
      Array.isArray(parsed) ? parsed : parsed.traceEvents,
      tap ? origin + tap.spec.route : pageUrl,
      rate,
      tap ? { interaction: tap.spec.name, events } : undefined,
    );
  } finally {
    await browser.close();
  }
}

/** The low-tier section's interaction whose name starts with `name` (the course page found as the section finds it). */
async function tapPlan(baseUrl: string, name: string, delayMs: number): Promise<TapPlan> {
  const html = (await request(`${baseUrl}/OfflineCourses`)).body;
  const course = /href="(\/courses\/[^"#?]+)"/.exec(html)?.[1] ?? '/courses/autocad';
  const spec = interactions(course).find((s) => s.name.toLowerCase().startsWith(name.toLowerCase()));
  if (!spec)
    throw new Error(
      `no interaction named ${name}: ${interactions(course)
        .map((s) => s.name)
        .join('; ')}`,
    );
  return { spec, delayMs };
}

async function main() {
  const args = process.argv.slice(2);
  const url = args.find((a) => a.startsWith('http'));
  const saved = args.indexOf('--analyse');
  if (saved !== -1 && url) {
    // Re-read a saved trace (e.g. after changing this summary) without loading the page again.
    const parsed = JSON.parse(fs.readFileSync(args[saved + 1]!, 'utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    console.log(JSON.stringify(summarise(Array.isArray(parsed) ? parsed : parsed.traceEvents, url, NaN), null, 2));
    return;
  }
  if (!url) throw new Error('usage: npx tsx src/profile-trace.ts <url> [--rate N] [--runs N] [--out DIR]');
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? undefined : args[i + 1];
  };
  const rate = Number(opt('rate') ?? (await calibrate(5)).multiplier.low);
  const runs = Number(opt('runs') ?? 3);
  const out = path.resolve(opt('out') ?? path.join(REPO, 'bench', '.out', 'profile'));
  const tapName = opt('tap');
  const tap = tapName ? await tapPlan(new URL(url).origin, tapName, Number(opt('at') ?? 1000)) : undefined;
  const summaries: ProfileSummary[] = [];
  for (let i = 0; i < runs; i += 1) {
    const s = await profileLoad(url, rate, path.join(out, `trace-${i + 1}.json`), 8000, tap);
    summaries.push(s);
    console.error(
      `run ${i + 1}: busy ${s.busyMs} ms, ${s.longTasks.length} long tasks, TBT after FCP ${s.tbtAfterFcpMs} ms, FCP ${s.fcpMs} ms${
        s.tap
          ? `; tap at ${s.tap.tappedAtMs} ms: INP ${s.tap.inpMs} ms (delay ${s.tap.inputDelayMs}, processing ${s.tap.processingMs}, presentation ${s.tap.presentationMs})`
          : ''
      }`,
    );
  }
  // The median run by TBT, or by the tap's INP when there was a tap.
  const key = (s: ProfileSummary) => s.tap?.inpMs ?? s.tbtAfterFcpMs;
  const byTbt = summaries.map((s, i) => ({ s, i })).sort((a, b) => key(a.s) - key(b.s));
  const mid = byTbt[Math.floor(byTbt.length / 2)]!;
  const result = {
    rate,
    runs: summaries.map((s) => ({
      busyMs: s.busyMs,
      tbtAfterFcpMs: s.tbtAfterFcpMs,
      longTasks: s.longTasks.length,
      fcpMs: s.fcpMs,
      lcpMs: s.lcpMs,
      kinds: s.kinds,
    })),
    medianBusyMs: median(summaries.map((s) => s.busyMs)),
    medianTbtMs: median(summaries.map((s) => s.tbtAfterFcpMs)),
    medianRun: mid.i + 1,
    summary: mid.s,
  };
  fs.writeFileSync(path.join(out, 'summary.json'), JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
