import { Worker } from 'node:worker_threads';

export interface RenderJob {
  /** The release's server-render module (an absolute path; each release has its own). */
  file: string;
  url: string;
  options: unknown;
}
export interface RenderedParts {
  head: string;
  body: string;
}

/**
 * The thread's code, as a string so it runs the same under jest, tsx and the bundled server (no
 * separate file to ship). It loads each release's module by its own path once and renders.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const modules = new Map();
function load(file) {
  let module = modules.get(file);
  if (!module) {
    module = require(file);
    modules.set(file, module);
    // Two or three releases at most are in use at once (live, canary, one tried): forget older ones.
    if (modules.size > 4) {
      const oldest = modules.keys().next().value;
      modules.delete(oldest);
      delete require.cache[oldest];
    }
  }
  if (typeof module.renderPageParts !== 'function') throw new Error(file + ' has no renderPageParts');
  return module;
}
parentPort.on('message', async ({ file, url, options }) => {
  try {
    const page = await load(file).renderPageParts(url, options);
    parentPort.postMessage({ page: { head: String(page.head || ''), body: String(page.body || '') } });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.stack) || error) });
  }
});`;

export class RenderFailed extends Error {}

interface Queued {
  job: RenderJob;
  budgetMs: number;
  resolve: (page: RenderedParts) => void;
  reject: (error: Error) => void;
}

/**
 * Public pages rendered by the public-site release's own code, off the API's event loop: in one
 * worker thread, one page at a time, each within a time budget. A render that throws or overruns
 * is refused (the caller sends the release's prerendered page) and that page is not tried again
 * for a while; an overrun also ends the thread (the only way to stop a loop) and the next render
 * starts a fresh one. Meanwhile /api/health and every API call keep their own thread
 * (docs/decisions/001-releases.md).
 */
export class RenderWorker {
  private worker: Worker | undefined;
  private readonly queue: Queued[] = [];
  private busy = false;
  private readonly failedUntil = new Map<string, number>();

  constructor(private readonly retryAfterMs = 60_000) {}

  render(job: RenderJob, budgetMs: number): Promise<RenderedParts> {
    const key = `${job.file}|${job.url}`;
    const until = this.failedUntil.get(key);
    if (until !== undefined && until > Date.now())
      return Promise.reject(
        new RenderFailed(`${job.url} failed to render recently; not retried until ${new Date(until).toISOString()}`),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ job, budgetMs, resolve, reject });
      this.next();
    });
  }

  private thread(): Worker {
    if (!this.worker) {
      const worker = new Worker(WORKER_SOURCE, { eval: true });
      worker.unref(); // an idle renderer never keeps the process alive
      worker.on('error', () => undefined); // reported through the job that was running
      this.worker = worker;
    }
    return this.worker;
  }

  private next() {
    if (this.busy) return;
    const item = this.queue.shift();
    if (!item) return;
    this.busy = true;
    const worker = this.thread();
    const key = `${item.job.file}|${item.job.url}`;
    const finish = (error: Error | undefined, page?: RenderedParts) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      if (error) {
        this.failedUntil.set(key, Date.now() + this.retryAfterMs);
        item.reject(error);
      } else item.resolve(page!);
      this.busy = false;
      this.next();
    };
    const onMessage = (message: { page?: RenderedParts; error?: string }) =>
      finish(message.error !== undefined ? new RenderFailed(message.error) : undefined, message.page);
    const onExit = () => {
      if (this.worker === worker) this.worker = undefined;
      finish(new RenderFailed(`the render thread stopped while rendering ${item.job.url}`));
    };
    const timer = setTimeout(() => {
      this.worker = undefined;
      worker.off('exit', onExit);
      void worker.terminate();
      finish(new RenderFailed(`rendering ${item.job.url} took longer than ${item.budgetMs} ms; stopped`));
    }, item.budgetMs);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.postMessage(item.job);
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
