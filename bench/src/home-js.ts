// `tsx src/home-js.ts <url>`: the JavaScript a first visit to one page loads, gzipped (-6) script by
// script — the unit of the bench's "Home JS, gzip" figure (lighthouse.ts gzips the scripts Lighthouse
// saw the same way), without a full Lighthouse run: a quick before/after check of one build.
// Mobile viewport like Lighthouse's mobile preset, so the same deferred sections stay deferred.
// Two figures: the scripts loaded before the visitor's first interaction (a page the server rendered
// starts the app only then, or at an idle moment 5 s after load: decision 027; files the loader only
// prefetched are listed apart), and after a first touch, once the app is ready.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

async function main(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    const scripts = new Map<string, Buffer>();
    const prefetched = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      const purpose =
        (await response
          .request()
          .headerValue('sec-purpose')
          .catch(() => null)) ?? '';
      const into =
        type === 'script' ? scripts : /\.js(\?|$)/.test(response.url()) && /prefetch/.test(purpose) ? prefetched : null;
      into?.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    report('before the first interaction', scripts, url);
    if (prefetched.size) report('prefetched, not run', prefetched, url);
    // A first touch on the page's heading (not a link): the loader hears it and starts the app.
    await page.locator('h1').first().dispatchEvent('pointerdown');
    await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    report('after a first interaction (app ready)', scripts, url);
  } finally {
    await browser.close();
  }
}

function report(when: string, scripts: Map<string, Buffer>, url: string) {
  let total = 0;
  const rows = [...scripts].map(([scriptUrl, body]) => {
    const gzip = zlib.gzipSync(body, { level: 6 }).length;
    total += gzip;
    return `${(gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(scriptUrl).pathname}`;
  });
  console.log(`— ${when}`);
  if (rows.length) console.log(rows.sort().join('\n'));
  console.log(`${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts: ${url}`);
}

void main(process.argv[2] ?? 'http://127.0.0.1:8080/');
