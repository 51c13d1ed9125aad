import net from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { median } from './util';

/**
 * CPU throttling calibrated to a phone rather than to "4× this machine" (decision 027).
 *
 * Lighthouse's `throttling.cpuSlowdownMultiplier` and DevTools' `Emulation.setCPUThrottlingRate`
 * are both relative to the host: the default 4× on a host whose Lighthouse `benchmarkIndex` is
 * 3,900 emulates a phone of about 975, a mid-tier phone, not the low-end ones this institute's
 * visitors carry. Chrome DevTools' CPU calibration (front_end/panels/mobile_throttling/
 * CalibrationController.ts) names two targets on the same benchmark: a mid-tier phone (Pixel 5)
 * scores 1000, a low-tier phone (Moto G Power 2022) 264. Lighthouse's docs/throttling.md
 * ("Calibrating the CPU slowdown") gives the rule: multiplier = host index ÷ target index.
 */
export const TIERS = { low: 264, mid: 1000 } as const;
export type Tier = keyof typeof TIERS;

export interface Calibration {
  /** Median of the host's benchmarkIndex samples, unthrottled. */
  hostIndex: number;
  samples: number[];
  /** host ÷ target, per tier: Lighthouse's cpuSlowdownMultiplier and DevTools' throttling rate. */
  multiplier: Record<Tier, number>;
  /**
   * The same benchmark run again under DevTools CPU throttling at each multiplier (median of 3):
   * what the throttled browser really scores. The benchmark is not quite linear in the rate
   * (DevTools bisects the rate for that reason), so this says how close the simple ratio lands.
   */
  effectiveIndex: Record<Tier, number>;
}

/**
 * Lighthouse's own micro-benchmark (`computeBenchmarkIndex`, the function behind
 * `lhr.environment.benchmarkIndex`), taken from the installed Lighthouse so the number is the
 * one every Lighthouse report of this bench prints.
 */
async function benchmarkFunction(): Promise<() => number> {
  const mod = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions?: { computeBenchmarkIndex: () => number };
    default?: { computeBenchmarkIndex: () => number };
  };
  const fn = mod.pageFunctions?.computeBenchmarkIndex ?? mod.default?.computeBenchmarkIndex;
  if (!fn) throw new Error('lighthouse/core/lib/page-functions.js has no computeBenchmarkIndex');
  return fn;
}

async function sampleIndex(browser: Browser, fn: () => number, rate: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (rate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    // A page of its own, as Lighthouse runs it on about:blank before loading the site.
    return await page.evaluate(fn);
  } finally {
    await context.close();
  }
}

/**
 * The host's benchmarkIndex on demand, from one Chromium kept open: a shared machine's speed moves
 * with its load within minutes (a run that calibrated once at load 23 saw Lighthouse measure the
 * host at 2,000 ten minutes later, i.e. a phone of 600 instead of 264), so the low-tier section
 * re-measures just before every page load and sets that load's multiplier from it.
 * `BENCH_HOST_INDEX` pins it instead.
 */
export async function openHostMeter(): Promise<{
  measure: (samples?: number) => Promise<number>;
  close: () => Promise<void>;
}> {
  const fn = await benchmarkFunction();
  const browser = await launchChromium();
  await sampleIndex(browser, fn, 1); // warm-up
  const fixed = Number(process.env.BENCH_HOST_INDEX);
  return {
    async measure(samples = 1) {
      if (Number.isFinite(fixed) && fixed > 0) return fixed;
      const values: number[] = [];
      for (let i = 0; i < samples; i += 1) values.push(await sampleIndex(browser, fn, 1));
      return median(values);
    },
    close: () => browser.close(),
  };
}

/** host ÷ target, two decimals, never below 1 (DevTools cannot speed a page up). */
export const multiplierFor = (hostIndex: number, tier: Tier) => Math.max(1, round2(hostIndex / TIERS[tier]));

/**
 * Measures the host (one warm-up, then `samples` runs, median) and derives both tiers' multipliers.
 * `BENCH_HOST_INDEX` skips the measurement (e.g. to compare two builds at the same multiplier).
 */
export async function calibrate(samples = 5): Promise<Calibration> {
  const fn = await benchmarkFunction();
  const browser = await launchChromium();
  try {
    await sampleIndex(browser, fn, 1); // warm-up: the first run in a fresh V8 scores low
    const fixed = Number(process.env.BENCH_HOST_INDEX);
    const values: number[] = [];
    if (Number.isFinite(fixed) && fixed > 0) values.push(fixed);
    else for (let i = 0; i < samples; i += 1) values.push(await sampleIndex(browser, fn, 1));
    const hostIndex = median(values);
    const multiplier = { low: round2(hostIndex / TIERS.low), mid: round2(hostIndex / TIERS.mid) };
    const effectiveIndex = { low: NaN, mid: NaN };
    for (const tier of ['low', 'mid'] as Tier[]) {
      const under: number[] = [];
      for (let i = 0; i < 3; i += 1) under.push(await sampleIndex(browser, fn, Math.max(1, multiplier[tier])));
      effectiveIndex[tier] = median(under);
    }
    return { hostIndex, samples: values, multiplier, effectiveIndex };
  } finally {
    await browser.close();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A free port in 8681–8699: the bench's browser sections run beside other people's servers on a
 * shared machine (they keep to 8381–8599), so this section keeps to a range of its own.
 */
export async function portInRange(from = 8681, to = 8699, taken: number[] = []): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}
