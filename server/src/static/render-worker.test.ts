import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RenderWorker } from './render-worker';

const LOOPS_ON_DIGITAL = `exports.renderPageParts = async (url) => {
  if (url === '/digital') for (;;) {}
  if (url === '/throws') throw new Error('window is not defined');
  return { head: '<title>t</title>', body: '<main>' + url + '</main>' };
};`;

describe('public pages render off the event loop, within a time budget', () => {
  let dir: string;
  let file: string;
  let worker: RenderWorker;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-render-'));
    file = path.join(dir, 'render-page.js');
    fs.writeFileSync(file, LOOPS_ON_DIGITAL);
    worker = new RenderWorker(60_000);
  });
  afterEach(async () => {
    await worker.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders a page with the module of its release', async () => {
    await expect(worker.render({ file, url: '/about1', options: {} }, 5000)).resolves.toEqual({
      head: '<title>t</title>',
      body: '<main>/about1</main>',
    });
  });

  it('stops a render that loops, while this thread keeps running; the next page renders on a fresh thread', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    try {
      await expect(worker.render({ file, url: '/digital', options: {} }, 400)).rejects.toThrow(
        'rendering /digital took longer than 400 ms; stopped',
      );
    } finally {
      clearInterval(ticker);
    }
    // The loop ran in the other thread: this one kept ticking through it (it would be 0 if blocked).
    expect(ticks).toBeGreaterThan(5);
    await expect(worker.render({ file, url: '/', options: {} }, 5000)).resolves.toMatchObject({
      body: '<main>/</main>',
    });
  });

  it('a page that failed is not tried again for a while (each try would cost the whole budget)', async () => {
    await expect(worker.render({ file, url: '/digital', options: {} }, 200)).rejects.toThrow('took longer than 200 ms');
    await expect(worker.render({ file, url: '/digital', options: {} }, 200)).rejects.toThrow(
      '/digital failed to render recently; not retried until',
    );
  });

  it('a render that throws is refused with its error, and pages behind it still render', async () => {
    const failing = worker.render({ file, url: '/throws', options: {} }, 5000);
    const next = worker.render({ file, url: '/after', options: {} }, 5000);
    await expect(failing).rejects.toThrow('window is not defined');
    await expect(next).resolves.toMatchObject({ body: '<main>/after</main>' });
  });
});
