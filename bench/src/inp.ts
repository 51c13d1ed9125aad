import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { contextOptions, throttledPage } from './repeat-visit';
import { median, sleep } from './util';

/**
 * Interaction to Next Paint of four real taps (decision 027), each at 1 s, 2 s and 3 s after
 * navigation with the CPU at the low-tier rate: the moments a visitor on a slow phone taps while
 * the app is still starting. Measured by the `web-vitals` library's attribution build, injected
 * before the page's own scripts (`onINP`, every change reported, durationThreshold 16 ms so a
 * short interaction still counts), beside Chromium's Event Timing entries as a cross-check.
 *
 * The tap must land when the clock says, not when the page lets it: Playwright's locator.tap()
 * first asks the page whether the element is visible and stable, which waits behind the very
 * long task whose cost we want to see, and would turn input delay into zero. So the element's
 * position is read once on a warm, unthrottled load (the server's HTML lays out the same as the
 * hydrated page), and the measured run sends raw touch events at that point at the due time
 * (`page.touchscreen.tap`, CDP Input.dispatchTouchEvent, no actionability checks).
 */

export interface InteractionSpec {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** CSS selector; the first match with a box inside the viewport is tapped. */
  selector: string;
  /** Whether the tap did what a visitor wanted (evaluated in the page after INP came in). */
  effect: string;
  /** A full-page navigation the tap may start (before hydration a link is a plain link): caught (./catchNavigations), counted as done. */
  holdNavigation?: string;
}

export interface InpCell {
  interaction: string;
  route: string;
  viewport: string;
  delayMs: number;
  /** The DevTools CPU rate of this cell's runs. */
  rate: number;
  runs: number;
  /** INP of each run (ms); NaN when no interaction was reported. */
  values: number[];
  inpMs: number;
  /** When the tap really happened on the page's clock (ms after navigation start), median. */
  tapAtMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** Runs in which the tap did what it should (menu open, field focused, admission page requested). */
  effectOk: number;
  /** Runs in which the Enroll Now tap was a full page load (the app had not taken the link over yet). */
  fullNavigations: number;
  loadStates: string[];
  /** The longest script of the interaction's long animation frames, in the median run. */
  longestScript: string;
  /** Script and style/layout time of the interaction's long animation frames (median). */
  scriptMs: number;
  styleLayoutMs: number;
  target: string;
}

interface InpReport {
  value: number;
  interactionTime: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  interactionTarget: string;
  interactionType: string;
  loadState: string;
  scripts: Array<{ invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }>;
  /** web-vitals' longestScript: the script that overlapped the interaction most, and in which phase. */
  longest: { invoker: string; sourceURL: string; sourceFunctionName: string; ms: number; subpart: string } | null;
  totalScript: number;
  totalStyleLayout: number;
}

declare global {
  interface Window {
    __inp?: InpReport | null;
    __eventEntries?: Array<{ name: string; startTime: number; duration: number; interactionId: number }>;
    webVitals?: {
      onINP: (
        cb: (metric: { value: number; attribution: Record<string, unknown> }) => void,
        opts?: { reportAllChanges?: boolean; durationThreshold?: number },
      ) => void;
    };
  }
}

// The package's exports name only the module builds; the IIFE (global `webVitals`) sits beside them.
const WEB_VITALS = path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js');

/** Runs in the page before its scripts: web-vitals' INP plus a plain Event Timing observer. */
function observeInteractions() {
  window.__inp = null;
  window.__eventEntries = [];
  window.webVitals!.onINP(
    (metric) => {
      const a = metric.attribution as {
        interactionTime?: number;
        inputDelay?: number;
        processingDuration?: number;
        presentationDelay?: number;
        interactionTarget?: string;
        interactionType?: string;
        loadState?: string;
        longAnimationFrameEntries?: Array<{
          scripts?: Array<{ invoker?: string; sourceURL?: string; sourceFunctionName?: string; duration?: number }>;
        }>;
        longestScript?: {
          entry?: { invoker?: string; sourceURL?: string; sourceFunctionName?: string };
          subpart?: string;
          intersectingDuration?: number;
        };
        totalScriptDuration?: number;
        totalStyleAndLayoutDuration?: number;
      };
      const ls = a.longestScript;
      const scripts = (a.longAnimationFrameEntries ?? [])
        .flatMap((f) => f.scripts ?? [])
        .map((x) => ({
          invoker: x.invoker ?? '',
          sourceURL: x.sourceURL ?? '',
          sourceFunctionName: x.sourceFunctionName ?? '',
          duration: x.duration ?? 0,
        }))
        .sort((x, y) => y.duration - x.duration)
        .slice(0, 3);
      window.__inp = {
        value: metric.value,
        interactionTime: a.interactionTime ?? NaN,
        inputDelay: a.inputDelay ?? NaN,
        processingDuration: a.processingDuration ?? NaN,
        presentationDelay: a.presentationDelay ?? NaN,
        interactionTarget: a.interactionTarget ?? '',
        interactionType: a.interactionType ?? '',
        loadState: a.loadState ?? '',
        scripts,
        longest: ls?.entry
          ? {
              invoker: ls.entry.invoker ?? '',
              sourceURL: ls.entry.sourceURL ?? '',
              sourceFunctionName: ls.entry.sourceFunctionName ?? '',
              ms: ls.intersectingDuration ?? 0,
              subpart: ls.subpart ?? '',
            }
          : null,
        totalScript: a.totalScriptDuration ?? NaN,
        totalStyleLayout: a.totalStyleAndLayoutDuration ?? NaN,
      };
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
  const keep = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (e.interactionId)
        window.__eventEntries!.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId,
        });
    }
  };
  new PerformanceObserver(keep).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

export const optionsFor = (spec: InteractionSpec): BrowserContextOptions => ({
  ...contextOptions,
  viewport: spec.viewport,
  serviceWorkers: 'block',
});

/** Where to tap: the centre of the first matching element inside the viewport, on a warm load. */
export async function locate(
  browser: Browser,
  baseUrl: string,
  spec: InteractionSpec,
): Promise<{ x: number; y: number; label: string }> {
  const context = await browser.newContext(optionsFor(spec));
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + spec.route, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const found = await page.evaluate(
      ({ selector, width, height }) => {
        for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= height && r.left >= 0 && r.right <= width) {
            return {
              x: Math.round(r.left + r.width / 2),
              y: Math.round(r.top + r.height / 2),
              label: (el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent ?? '')
                .trim()
                .replace(/\s+/g, ' ')
                .slice(0, 60),
            };
          }
        }
        return null;
      },
      { selector: spec.selector, width: spec.viewport.width, height: spec.viewport.height },
    );
    if (!found)
      throw new Error(
        `${spec.name}: nothing matching ${spec.selector} inside the ${spec.viewport.width}×${spec.viewport.height} viewport of ${spec.route}`,
      );
    return found;
  } finally {
    await context.close();
  }
}

/**
 * Answers a document request to `pattern` with 204 No Content, which the browser does not commit:
 * the page stays, can still paint and report the interaction, and we learn a full load was asked for.
 */
async function catchNavigations(cdp: CDPSession, pattern: string): Promise<() => boolean> {
  let requested = false;
  cdp.on('Fetch.requestPaused', (event: { requestId: string }) => {
    requested = true;
    void cdp
      .send('Fetch.fulfillRequest', { requestId: event.requestId, responseCode: 204, responseHeaders: [] })
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: pattern, resourceType: 'Document', requestStage: 'Request' }],
  });
  return () => requested;
}

async function oneRun(
  browser: Browser,
  baseUrl: string,
  spec: InteractionSpec,
  at: { x: number; y: number },
  delayMs: number,
  cpuRate: number,
  script: string,
) {
  const context = await browser.newContext(optionsFor(spec));
  try {
    const page: Page = await throttledPage(context, cpuRate);
    await page.addInitScript({ content: script });
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    const navigated = spec.holdNavigation ? await catchNavigations(cdp, spec.holdNavigation) : () => false;
    const t0 = Date.now();
    const loading = page.goto(baseUrl + spec.route, { waitUntil: 'commit', timeout: 60_000 });
    await loading;
    await sleep(Math.max(0, t0 + delayMs - Date.now()));
    await page.touchscreen.tap(at.x, at.y);
    // The report comes once the page has painted after the tap (and web-vitals has had an idle moment).
    const inp = await page
      .waitForFunction(() => window.__inp ?? null, undefined, { timeout: 15_000, polling: 100 })
      .then((h) => h.jsonValue() as Promise<InpReport>)
      .catch(() => null);
    await page.waitForTimeout(300);
    const effect = navigated() || (await page.evaluate(spec.effect).catch(() => false)) === true;
    const entries = await page.evaluate(() => window.__eventEntries ?? []).catch(() => []);
    return { inp, effect: Boolean(effect), fullNavigation: navigated(), entries };
  } finally {
    await context.close();
  }
}

/** `cpuRate`: a fixed DevTools rate, or a function asked before each cell (the section re-calibrates). */
export async function benchInp(
  baseUrl: string,
  specs: InteractionSpec[],
  cpuRate: number | (() => Promise<number>),
  runs: number,
  delays = [1000, 2000, 3000],
  onCell?: (cell: InpCell) => void,
): Promise<InpCell[]> {
  // Playwright runs an init script inside a function, so the IIFE's `var webVitals` would stay local.
  const script = `${fs.readFileSync(WEB_VITALS, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '')}\nwindow.webVitals = webVitals;`;
  const browser = await launchChromium();
  const cells: InpCell[] = [];
  try {
    for (const spec of specs) {
      const at = await locate(browser, baseUrl, spec);
      for (const delayMs of delays) {
        const rate = typeof cpuRate === 'number' ? cpuRate : await cpuRate();
        const results: Array<Awaited<ReturnType<typeof oneRun>>> = [];
        for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, baseUrl, spec, at, delayMs, rate, script));
        // A run whose tap web-vitals did not report (an interaction under 16 ms is not an event
        // entry) falls back to the longest Event Timing entry seen, else counts as missing.
        const values = results.map(
          (r) => r.inp?.value ?? (r.entries.length ? Math.max(...r.entries.map((e) => e.duration)) : NaN),
        );
        const reports = results.map((r) => r.inp).filter((r): r is InpReport => !!r);
        const mid = reports.slice().sort((a, b) => a.value - b.value)[Math.floor(reports.length / 2)];
        const top = mid?.longest;
        const cell: InpCell = {
          interaction: spec.name,
          route: spec.route,
          viewport: `${spec.viewport.width} px`,
          delayMs,
          rate,
          runs,
          values,
          inpMs: median(values),
          tapAtMs: median(reports.map((r) => r.interactionTime)),
          inputDelayMs: median(reports.map((r) => r.inputDelay)),
          processingMs: median(reports.map((r) => r.processingDuration)),
          presentationMs: median(reports.map((r) => r.presentationDelay)),
          effectOk: results.filter((r) => r.effect).length,
          fullNavigations: results.filter((r) => r.fullNavigation).length,
          loadStates: reports.map((r) => r.loadState),
          longestScript: top
            ? `${top.sourceURL.replace(baseUrl, '') || top.invoker} ${top.sourceFunctionName ? `${top.sourceFunctionName}() ` : ''}${Math.round(top.ms)} ms in ${top.subpart}`
            : mid?.scripts[0]
              ? `${mid.scripts[0].sourceURL.replace(baseUrl, '')} ${Math.round(mid.scripts[0].duration)} ms`
              : '—',
          scriptMs: median(reports.map((r) => r.totalScript)),
          styleLayoutMs: median(reports.map((r) => r.totalStyleLayout)),
          target: mid?.interactionTarget || at.label,
        };
        cells.push(cell);
        onCell?.(cell);
      }
    }
  } finally {
    await browser.close();
  }
  return cells;
}
