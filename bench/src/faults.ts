import fs from 'node:fs';
import autocannon from 'autocannon';
import type { ServerProcess } from '../../server/test/faults/child-server';
import { runCrashScenario, type CrashResult } from '../../server/test/faults/crash';
import { runFuzz, type FuzzResult } from '../../server/test/faults/fuzz';
import { launchChromium } from './chromium';
import {
  QUICK,
  benchAdminEnv,
  log,
  login,
  median,
  request,
  scratchDir,
  sleep,
  validInquiryBody,
  withScratchServer,
} from './util';

export async function benchCrash(): Promise<CrashResult> {
  const dataDir = scratchDir('crash');
  try {
    const kills = QUICK ? 3 : 20;
    log(
      `crash: ${kills} SIGKILLs while 4 clients submit inquiries, 1 uploads donation screenshots and 1 certificate PDFs`,
    );
    return await runCrashScenario({ dataDir, kills, log: (l) => log(`crash: ${l}`) });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface FuzzBench extends FuzzResult {
  rssBaselineMb: number;
  rssAfterMb: number;
  rssSettledMb: number;
  aliveAfter: boolean;
}

export async function benchFuzz(): Promise<FuzzBench> {
  return withScratchServer('fuzz', {}, async (server) => {
    // Warm up with ordinary traffic so the baseline is a server that has served requests already.
    for (let i = 0; i < 200; i += 1) {
      await request(`${server.url}/api/inquiry/inquiryform`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: validInquiryBody(i),
      });
      await request(`${server.url}/`);
    }
    await sleep(2000);
    const rssBaselineMb = server.rssMb();
    const count = QUICK ? 1000 : 10_000;
    log(`fuzz: ${count.toLocaleString()} malformed requests`);
    const result = await runFuzz(server.url, { count, seed: 7 });
    const rssAfterMb = server.rssMb();
    await sleep(10_000); // idle: what memory returns to once the burst is over
    const health = await request(`${server.url}/api/health`).catch(() => ({ status: 0 }));
    return { ...result, rssBaselineMb, rssAfterMb, rssSettledMb: server.rssMb(), aliveAfter: health.status === 200 };
  });
}

export interface OutageResult {
  remote: string;
  route: string;
  text: string;
  runs: number;
  fallbackMs: number;
  /** Same route with both remotes up: time until the route's normal content shows. */
  normalMs: number;
  otherRemoteOk: boolean;
}

/** Each remote's files aborted in the browser in turn; ms from navigation to the fallback text. */
export async function benchOutage(web: Record<string, string>): Promise<OutageResult[]> {
  return withScratchServer('outage', web, outageRuns);
}

async function outageRuns(server: ServerProcess): Promise<OutageResult[]> {
  const browser = await launchChromium();
  const cases = [
    {
      remote: 'admin-panel',
      route: '/admin',
      text: 'The admin panel is unavailable right now',
      normal: 'input[type="password"]',
      other: '/',
    },
    {
      remote: 'public-site',
      route: '/',
      text: 'This part of the site is unavailable right now',
      normal: 'h1',
      other: '/admin',
    },
  ];
  const runs = QUICK ? 2 : 5;
  const out: OutageResult[] = [];
  try {
    for (const c of cases) {
      log(`outage: ${c.remote} unreachable, ${runs} runs`);
      const fallback: number[] = [];
      const normal: number[] = [];
      let otherRemoteOk = true;
      for (let i = 0; i < runs; i += 1) {
        for (const down of [true, false]) {
          // Cold cache every time; no service worker, whose own requests page.route cannot see.
          const context = await browser.newContext({ serviceWorkers: 'block' });
          const page = await context.newPage();
          if (down) await page.route(`**/remotes/${c.remote}/**`, (route) => route.abort('connectionrefused'));
          const t0 = Date.now();
          await page.goto(server.url + c.route, { waitUntil: 'commit' });
          if (down) await page.getByText(c.text).waitFor({ timeout: 30_000 });
          else await page.locator(c.normal).first().waitFor({ timeout: 30_000 });
          (down ? fallback : normal).push(Date.now() - t0);
          if (down && i === 0) {
            // The other remote must keep working while this one is down.
            await page.goto(server.url + c.other);
            otherRemoteOk = !(await page
              .getByText(/unavailable right now/)
              .isVisible({ timeout: 3000 })
              .catch(() => false));
          }
          await context.close();
        }
      }
      out.push({
        remote: c.remote,
        route: c.route,
        text: c.text,
        runs,
        fallbackMs: median(fallback),
        normalMs: median(normal),
        otherRemoteOk,
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

export interface SoakResult {
  seconds: number;
  rate: number;
  achieved: number;
  total: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  rssStartMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  mix: string[];
}

/** Mixed public and admin traffic at a fixed 500 req/s; RSS sampled throughout. */
export async function benchSoak(web: Record<string, string>): Promise<SoakResult> {
  return withScratchServer('soak', { ...benchAdminEnv, ...web }, async (server) => {
    const cookie = await login(server.url);
    const remoteEntry = '/remotes/public-site/remoteEntry.js';
    const json = { 'content-type': 'application/json' };
    const requests = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/digital' },
      { method: 'GET', path: '/remotes.json' },
      { method: 'GET', path: remoteEntry },
      { method: 'POST', path: '/api/inquiry/inquiryform', headers: json, body: validInquiryBody(1) },
      {
        method: 'POST',
        path: '/api/admission/admissionform',
        headers: json,
        body: JSON.stringify({
          name: 'Soak Student',
          email: 'soak@example.com',
          phone: '9123456780',
          course: 'Python',
          mode: 'Online',
        }),
      },
      { method: 'GET', path: '/api/admin/counts', headers: { cookie } },
      { method: 'GET', path: '/api/admin/inquiries?page=1&pageSize=20', headers: { cookie } },
      { method: 'GET', path: '/api/admin/admissions?page=2&pageSize=20', headers: { cookie } },
      { method: 'GET', path: '/api/health' },
    ];
    const seconds = QUICK ? 15 : 300;
    await sleep(1000);
    const rssStartMb = server.rssMb();
    let rssMaxMb = rssStartMb;
    const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, server.rssMb())), 1000);
    log(`soak: ${requests.length} request kinds at 500 req/s for ${seconds}s`);
    const r = await autocannon({ url: server.url, connections: 20, overallRate: 500, duration: seconds, requests });
    clearInterval(sampler);
    const rssEndMb = server.rssMb();
    return {
      seconds,
      rate: 500,
      achieved: r.requests.average,
      total: r.requests.total,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      p50: r.latency.p50,
      p99: r.latency.p99,
      rssStartMb,
      rssEndMb,
      rssMaxMb,
      mix: requests.map((q) => `${q.method} ${q.path}`),
    };
  });
}
