import { chromium } from 'playwright-core';
void (async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const port of [18412, 18411, 18412, 18411]) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`http://127.0.0.1:${port}/`);
    const t1 = Date.now();
    await page.reload();
    const t2 = Date.now();
    await context.close();
    console.log(port, 'goto', t1 - t0, 'reload', t2 - t1, 'close', Date.now() - t2);
  }
  await browser.close();
})();
