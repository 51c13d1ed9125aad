/**
 * What a miss of the low-tier goals is made of (decision 027): a route under 95 in its one run at
 * the low-tier rate, or over 50 ms of TBT in its one run at the mid-tier rate, is run five more
 * times at that rate, alternated with the same page served without scripts (the floor,
 * ./static-html-server.ts), and a tap over 200 ms is tapped again, the same way at the same time, on
 * the floor. A miss whose floor misses too is the page's own loading and rendering, which no change
 * to the app's scripts can remove; a miss whose floor meets the goal is the app's share of the page.
 * The report then names that cause beside each miss instead of leaving it to a reader of the traces.
 */
import type { Tier } from './calibration';
import { benchInp, type InpCell, type InteractionSpec } from './inp';
import type { LhJson, LhSummary } from './lighthouse';
import { fmt, markdownTable, median } from './util';

const INP_GOAL_MS = 200;

/**
 * What the floor lacks: every <script> — the app's, the inline loader and the JSON the page hands
 * the app (its content) — and the scripts' preloads. A trace of a 1 s tap that missed (decision 027,
 * "The same tap, page and floor") found no script running before it, but a longer parse: so the
 * cause is named as the whole share, not as "the app's work".
 */
const APP_SHARE = "the app's share of the page (its scripts and the JSON the page carries for them)";

/** Each tier's route goal: performance ≥ 95 on a low-tier phone, TBT ≤ 50 ms on a mid-tier one. */
const ROUTE_GOALS = {
  low: { figure: 'performance', meets: (x: number) => x >= 95, words: '≥ 95', unit: '' },
  mid: { figure: 'TBT', meets: (x: number) => x <= 50, words: '≤ 50 ms', unit: ' ms' },
} as const;

/**
 * A route's second look: performance and TBT of each run, the page's and the floor's, alternated.
 * `oneRun` is the figure the tier's goal is on (performance at low-tier, TBT at mid-tier).
 */
export interface RouteRecheck {
  route: string;
  /** The rate the runs were taken at; absent in results from before mid-tier misses were looked at (low). */
  tier?: Tier;
  oneRun: number;
  page: number[];
  floor: number[];
  /** TBT (ms) of each run, the page's and the floor's. */
  pageTbtMs: number[];
  floorTbtMs: number[];
}

/** The same tap on the page without scripts, for a cell that missed. */
export interface InpFloorCell {
  interaction: string;
  delayMs: number;
  page: number;
  floor: InpCell;
}

const perf = (r: LhJson) => Math.round((r.categories.performance?.score ?? NaN) * 100);
const tbt = (r: LhJson) => r.audits['total-blocking-time']?.numericValue ?? NaN;

const tierOf = (r: RouteRecheck): Tier => r.tier ?? 'low';
/** The runs' figures the tier's goal is on. */
const goalFigures = (r: RouteRecheck, side: 'page' | 'floor'): number[] =>
  tierOf(r) === 'low' ? r[side] : side === 'page' ? r.pageTbtMs : r.floorTbtMs;
const oneRunFigure = (tier: Tier, summary: LhSummary) => (tier === 'low' ? summary.performance : summary.tbtMs);

/**
 * Every route that missed its tier's goal in one run, `runs` more times at that tier's rate beside
 * its floor (order swapped each round). `lighthouse` runs one page at the tier's rate.
 */
export async function recheckRoutes(
  tier: Tier,
  routes: Array<{ route: string } & Partial<Record<Tier, LhSummary>>>,
  urls: { page: string; floor: string },
  runs: number,
  lighthouse: (url: string, label: string, tier: Tier, floor: boolean) => Promise<LhJson>,
  onRoute?: (recheck: RouteRecheck) => void,
): Promise<RouteRecheck[]> {
  const rechecks: RouteRecheck[] = [];
  for (const row of routes) {
    const { route } = row;
    const summary = row[tier];
    if (!summary || ROUTE_GOALS[tier].meets(oneRunFigure(tier, summary))) continue;
    const page: LhJson[] = [];
    const floor: LhJson[] = [];
    for (let i = 0; i < runs; i += 1) {
      const pageRun = async () => page.push(await lighthouse(urls.page + route, route, tier, false));
      const floorRun = async () =>
        floor.push(await lighthouse(urls.floor + route, `${route} without scripts`, tier, true));
      for (const run of i % 2 ? [floorRun, pageRun] : [pageRun, floorRun]) await run();
    }
    const recheck: RouteRecheck = {
      route,
      tier,
      oneRun: oneRunFigure(tier, summary),
      page: page.map(perf),
      floor: floor.map(perf),
      pageTbtMs: page.map(tbt),
      floorTbtMs: floor.map(tbt),
    };
    onRoute?.(recheck);
    rechecks.push(recheck);
  }
  return rechecks;
}

/** Each INP cell over the goal, tapped again on the floor at the same time after navigation. */
export async function inpWithoutScripts(
  floorUrl: string,
  cells: InpCell[],
  specs: InteractionSpec[],
  rate: () => Promise<number>,
  runs: number,
  onCell?: (cell: InpFloorCell) => void,
): Promise<InpFloorCell[]> {
  const out: InpFloorCell[] = [];
  for (const cell of cells) {
    if (!(cell.inpMs > INP_GOAL_MS)) continue;
    const spec = specs.find((s) => s.name === cell.interaction);
    if (!spec) continue;
    const [floor] = await benchInp(floorUrl, [spec], rate, runs, [cell.delayMs]);
    const row = { interaction: cell.interaction, delayMs: cell.delayMs, page: cell.inpMs, floor: floor! };
    onCell?.(row);
    out.push(row);
  }
  return out;
}

/**
 * Whether a route meets the tier's goal after its second look (the median of the page's runs), or
 * in its one run (`oneRun`: performance at low-tier, TBT at mid-tier).
 */
export function routeMeets(tier: Tier, route: string, oneRun: number, rechecks: RouteRecheck[] = []): boolean {
  const again = rechecks.find((r) => r.route === route && tierOf(r) === tier);
  return ROUTE_GOALS[tier].meets(again ? median(goalFigures(again, 'page')) : oneRun);
}

/** The cause of a route's miss, read from its floor. */
function routeCause(r: RouteRecheck): string {
  const goal = ROUTE_GOALS[tierOf(r)];
  const page = median(goalFigures(r, 'page'));
  const floor = median(goalFigures(r, 'floor'));
  if (goal.meets(page)) return `✅ met in ${r.page.length} (the one run was an outlier)`;
  return goal.meets(floor)
    ? `❌ missed — without scripts it meets the goal (${fmt(floor)}${goal.unit}): ${APP_SHARE}`
    : `❌ missed — without scripts it misses too (${fmt(floor)}${goal.unit}): the page's own loading and rendering`;
}

/** The cause of a tap's miss, read from the same tap without scripts. */
function inpCause(c: InpFloorCell): string {
  return c.floor.inpMs > INP_GOAL_MS
    ? `without scripts ${fmt(c.floor.inpMs)} ms too: the page's own first layout and paint`
    : `without scripts ${fmt(c.floor.inpMs)} ms: ${APP_SHARE}`;
}

/**
 * Lighthouse's simulation (Lantern) downloads a document as one request over a TCP connection that
 * starts with 10 segments of 1,460 bytes in flight (its TCPConnection: INITIAL_CONGESTION_WINDOW,
 * TCP_SEGMENT_SIZE), so a document over 14,600 bytes on the wire takes one more round trip before
 * anything is painted, 150 ms on the slow-4G preset.
 */
const FIRST_WINDOW_BYTES = 10 * 1460;

/**
 * Why the home page's LCP is further from its floor's than the goal allows, from the two median
 * runs' documents (the first request of each waterfall) and first paints.
 */
export function lcpMissCause(page: LhSummary, floor: LhSummary): string {
  const bytes = (s: LhSummary) => (s.waterfall[0]?.kb ?? NaN) * 1024;
  const kb = (b: number) => `${fmt(b / 1000, 1)} KB`;
  const paints = `FCP ${fmt(page.fcpMs)} ms against ${fmt(floor.fcpMs)} ms without scripts`;
  if (bytes(page) > FIRST_WINDOW_BYTES && bytes(floor) <= FIRST_WINDOW_BYTES)
    return `the page's HTML, ${kb(bytes(page))} on the wire against ${kb(bytes(floor))} without scripts, passes the simulated connection's first window (${kb(FIRST_WINDOW_BYTES)}): one more round trip before the first paint (${paints})`;
  return `the first paint is later too (${paints}): the page's own loading`;
}

/** The goals table's words for the tier's routes that missed after their second look, with each cause. */
export function routeMissesCell(tier: Tier, rechecks: RouteRecheck[] = []): string {
  const goal = ROUTE_GOALS[tier];
  return rechecks
    .filter((r) => tierOf(r) === tier && !goal.meets(median(goalFigures(r, 'page'))))
    .map(
      (r) =>
        `\`${r.route}\` ${fmt(median(goalFigures(r, 'page')))}${goal.unit}: ${routeCause(r).replace(/^❌ missed — /, '')}`,
    )
    .join('; ');
}

/** The goals table's words for the taps that missed, with each cause. */
export function inpMissesCell(cells: InpFloorCell[] = []): string {
  return cells.map((c) => `${c.interaction} at ${c.delayMs / 1000} s ${fmt(c.page)} ms: ${inpCause(c)}`).join('; ');
}

/** The two tables of the second looks, for the report (empty when nothing missed). */
export function missesReport(rechecks: RouteRecheck[] = [], inpFloor: InpFloorCell[] = []): string[] {
  const runs = (xs: number[]) => `${fmt(median(xs))} (${xs.map((x) => fmt(x)).join(', ')})`;
  const low = rechecks.filter((r) => tierOf(r) === 'low');
  const mid = rechecks.filter((r) => tierOf(r) === 'mid');
  return [
    ...(low.length
      ? [
          '### Routes under 95 in one run, looked at again',
          `Each route below the goal in its one run, ${low[0]!.page.length} more runs at the low-tier rate (re-measured before each), alternated with the same page served without scripts (the floor; order swapped every round). The page's median decides the goal; the floor says whose work a miss is.`,
          '',
          markdownTable(
            [
              'Route',
              'One run',
              'Page: performance (runs)',
              'Page: TBT',
              'Without scripts: performance (runs)',
              'Without scripts: TBT',
              'Verdict',
            ],
            low.map((r) => [
              `\`${r.route}\``,
              r.oneRun,
              runs(r.page),
              `${fmt(median(r.pageTbtMs))} ms`,
              runs(r.floor),
              `${fmt(median(r.floorTbtMs))} ms`,
              routeCause(r),
            ]),
          ),
          '',
        ]
      : []),
    ...(mid.length
      ? [
          '### Routes over 50 ms TBT at mid-tier in one run, looked at again',
          `Each route over the mid-tier goal in its one run, ${mid[0]!.page.length} more runs at the mid-tier rate (re-measured before each), alternated with the same page served without scripts at the same rate. The page's median TBT decides the goal; the floor's says whose work a miss is.`,
          '',
          markdownTable(
            ['Route', 'One run: TBT', 'Page: TBT (runs)', 'Without scripts: TBT (runs)', 'Verdict'],
            mid.map((r) => [
              `\`${r.route}\``,
              `${fmt(r.oneRun)} ms`,
              `${runs(r.pageTbtMs)} ms`,
              `${runs(r.floorTbtMs)} ms`,
              routeCause(r),
            ]),
          ),
          '',
        ]
      : []),
    ...(inpFloor.length
      ? [
          '### Taps over 200 ms, tapped again without scripts',
          "Each INP cell over the goal, the same tap at the same time after navigation on the page served without scripts (the header's menus are `<details>` and a field focuses without the app), at the low-tier rate. Where the tap waits as long without scripts, what it waits behind is the page's own first layout and paint.",
          '',
          markdownTable(
            [
              'Interaction',
              'Tap at',
              'Page INP',
              'Without scripts: INP (runs)',
              'Without scripts: input delay',
              'Done',
              'Cause',
            ],
            inpFloor.map((c) => [
              c.interaction,
              `${c.delayMs / 1000} s`,
              `${fmt(c.page)} ms`,
              `${fmt(c.floor.inpMs)} ms (${c.floor.values.map((v) => (Number.isFinite(v) ? fmt(v) : '—')).join(', ')})`,
              `${fmt(c.floor.inputDelayMs)} ms`,
              `${c.floor.effectOk}/${c.floor.runs}`,
              inpCause(c),
            ]),
          ),
          '',
        ]
      : []),
  ];
}
