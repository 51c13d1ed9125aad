import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { median } from './util';

/**
 * Repeat visits with the service worker warm (bench/BENCHMARKS.md: LCP ≤ 0.8 s). Lighthouse resets storage and
 * unregisters service workers before each run, so this is measured with Playwright instead: Chromium
 * throttled through DevTools like Lighthouse's mobile preset (150 ms round trips, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU ×4, a 412 px phone screen at 1.75×), LCP read with a PerformanceObserver.
 * Three loads per run, each in a fresh browser profile: the first visit, then a repeat visit with only
 * the HTTP cache (service workers blocked), then a repeat visit with the service worker in control.
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface RepeatVisitRow {
  route: string;
  runs: number;
  firstVisitLcpMs: number;
  httpCacheLcpMs: number;
  serviceWorkerLcpMs: number;
  /** Requests of the warm repeat visit answered by the service worker (median). */
  fromServiceWorker: number;
  requests: number;
}

/** `cpuRate`: DevTools' CPU slowdown; 4 like Lighthouse's default, or a calibrated tier (./calibration.ts). */
export async function throttledPage(context: BrowserContext, cpuRate = 4): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

/** Loads `url` and answers its LCP (ms from navigation start), once the page has been quiet a moment. */
async function loadLcp(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = NaN;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
}

export const contextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export async function benchRepeatVisit(baseUrl: string, routes: string[], runs: number): Promise<RepeatVisitRow[]> {
  const browser = await launchChromium();
  const rows: RepeatVisitRow[] = [];
  try {
    for (const route of routes) {
      const url = baseUrl + route;
      const first: number[] = [];
      const httpCache: number[] = [];
      const warm: number[] = [];
      const viaWorker: number[] = [];
      const requests: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const plain = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
        const plainPage = await throttledPage(plain);
        await loadLcp(plainPage, url);
        httpCache.push(await loadLcp(plainPage, url));
        await plain.close();

        const context = await browser.newContext(contextOptions);
        const page = await throttledPage(context);
        first.push(await loadLcp(page, url));
        // Warm: the worker controls the page and has saved what the first visit loaded.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
        await page.waitForFunction(async (href) => Boolean(await caches.match(href)), url, {
          timeout: 60_000,
          polling: 250,
        });
        let answered = 0;
        let total = 0;
        page.on('response', (response) => {
          total += 1;
          if (response.fromServiceWorker()) answered += 1;
        });
        warm.push(await loadLcp(page, url));
        viaWorker.push(answered);
        requests.push(total);
        await context.close();
      }
      rows.push({
        route,
        runs,
        firstVisitLcpMs: median(first),
        httpCacheLcpMs: median(httpCache),
        serviceWorkerLcpMs: median(warm),
        fromServiceWorker: median(viaWorker),
        requests: median(requests),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
