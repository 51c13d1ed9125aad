// `tsx src/home-js.ts <url>`: the JavaScript a first visit to one page loads, gzipped (-6) script by
// script — the unit of the bench's "Home JS, gzip" figure (lighthouse.ts gzips the scripts Lighthouse
// saw the same way), without a full Lighthouse run: a quick before/after check of one build.
// Mobile viewport like Lighthouse's mobile preset, so the same deferred sections stay deferred.
// A page the server rendered starts the app only at the visitor's first interaction, or at an idle
// moment 5 s after load (decision 027), so Lighthouse's first-load window sees no script of it. What
// a visit really loads is measured here instead: the scripts run before any interaction, the files
// the loader prefetched (not run; it prefetches only once someone scrolls or moves a mouse, and this
// phone touches first, so none), the scripts run once a first touch has started the app — and
// **the visit**: every script file prefetched or run, each counted once. The low-tier section of
// the bench (./low-tier.ts) holds that last figure against the 150 KB budget.
import zlib from 'node:zlib';
import { isPrefetch } from '../../e2e/support/prefetch';
import { launchChromium } from './chromium';

/** Script files by address, with their gzip -6 size. */
export interface ScriptSet {
  kb: number;
  files: number;
  /** Path (and query) of each file with its gzip size in KB, largest first. */
  list: Array<{ path: string; kb: number }>;
}

export interface VisitJs {
  url: string;
  beforeInteraction: ScriptSet;
  prefetched: ScriptSet;
  /** Every script run once the first touch had started the app and it was ready. */
  afterFirstTap: ScriptSet;
  /** Prefetched ∪ run after the first tap, each file once: what the visit downloads and what it runs. */
  visit: ScriptSet;
}

function setOf(files: Map<string, Buffer>): ScriptSet {
  const list = [...files].map(([address, body]) => {
    const url = new URL(address);
    return { path: url.pathname + url.search, kb: zlib.gzipSync(body, { level: 6 }).length / 1024 };
  });
  list.sort((a, b) => b.kb - a.kb);
  return { kb: list.reduce((n, f) => n + f.kb, 0), files: list.length, list };
}

/** Loads `url` as a first visit on a phone-sized page, touches it once, and sorts the scripts it met. */
export async function measureVisitJs(url: string): Promise<VisitJs> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    const scripts = new Map<string, Buffer>();
    const prefetched = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const request = response.request();
      // The loader's prefetches are told apart as the e2e tests tell them (one way: the Sec-Purpose header).
      const into =
        request.resourceType() === 'script'
          ? scripts
          : /\.js(\?|$)/.test(response.url()) && isPrefetch(request)
            ? prefetched
            : null;
      into?.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const beforeInteraction = setOf(scripts);
    // A first touch on the page's heading (not a link): the loader hears it and starts the app.
    await page.locator('h1').first().dispatchEvent('pointerdown');
    await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return {
      url,
      beforeInteraction,
      prefetched: setOf(prefetched),
      afterFirstTap: setOf(scripts),
      visit: setOf(new Map([...prefetched, ...scripts])),
    };
  } finally {
    await browser.close();
  }
}

function report(when: string, set: ScriptSet, url: string) {
  console.log(`— ${when}`);
  for (const f of set.list.slice().sort((a, b) => a.path.localeCompare(b.path)))
    console.log(`${f.kb.toFixed(1).padStart(7)} KB  ${f.path}`);
  console.log(`${set.kb.toFixed(1)} KB gzip in ${set.files} scripts: ${url}`);
}

async function main(url: string) {
  const v = await measureVisitJs(url);
  report('before the first interaction', v.beforeInteraction, url);
  if (v.prefetched.files) report('prefetched, not run', v.prefetched, url);
  report('after a first interaction (app ready)', v.afterFirstTap, url);
  report('the visit: prefetched or run, each file once', v.visit, url);
}

if (require.main === module) void main(process.argv[2] ?? 'http://127.0.0.1:8080/');
