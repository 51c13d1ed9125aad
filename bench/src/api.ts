import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, type ServerProcess } from '../../server/test/faults/child-server';
import { median, QUICK, log, validInquiryBody, withScratchServer } from './util';

export interface Throughput {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface ApiResult {
  /** The server as shipped (compiled, `node dist/main.js`): SQLite synchronous=FULL (every acknowledged insert fsynced). */
  inquiry: Throughput;
  /** Same POST against a server started with SQLITE_SYNCHRONOUS=NORMAL: what durability costs. */
  inquiryNormal?: Throughput;
  hello: Throughput;
  /**
   * The same pair at MANY_CONNECTIONS: at 10 connections each post waits for an fsync of its own
   * batch, so the disk's fsync time bounds the figure; with more posts in flight the batches grow
   * and the CPU per post decides (deploy/README.md: both reported, side by side).
   */
  many?: { connections: number; inquiry: Throughput; hello: Throughput };
  runs: number;
  seconds: number;
  connections: number;
  fixed: {
    rate: number;
    seconds: number;
    achieved: number;
    p50: number;
    p99: number;
    max: number;
    errors: number;
    non2xx: number;
    total: number;
  };
}

const CONNECTIONS = 10;
const MANY_CONNECTIONS = 100;

async function throughput(opts: autocannon.Options, runs: number): Promise<Throughput> {
  const results: autocannon.Result[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await autocannon({ connections: CONNECTIONS, ...opts }));
  return {
    reqPerSec: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
}

const inquiryPost = (url: string) => ({
  url: `${url}/api/inquiry/inquiryform`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: validInquiryBody(1),
});

/** The inquiry POST on a server whose SQLite commits with synchronous=NORMAL (comparison only). */
async function normalSynchronousInquiry(runs: number, seconds: number): Promise<Throughput> {
  return withScratchServer('api-normal', { SQLITE_SYNCHRONOUS: 'NORMAL' }, async (server) => {
    const post = inquiryPost(server.url);
    await autocannon({ ...post, connections: CONNECTIONS, duration: 2 }); // same warm-up as the FULL server
    log(`autocannon: POST inquiry with synchronous=NORMAL, ${runs}×${seconds}s`);
    return throughput({ ...post, duration: seconds }, runs);
  });
}

/** The inquiry endpoint vs a bare Fastify hello-world (same machine, same run), then a fixed rate. */
export async function benchApi(): Promise<ApiResult> {
  const runs = QUICK ? 1 : 3;
  const seconds = QUICK ? 3 : 10;
  const hello = await startServer({ env: {}, entry: path.join(__dirname, 'hello-server.ts'), readyPath: '/' });
  try {
    // The forms limit is lifted by startServer.
    return await withScratchServer('api', {}, (server) => inquiryAgainstHello(server, hello, runs, seconds));
  } finally {
    await hello.stop();
  }
}

/** The inquiry POST of `server` beside `hello`, at each connection count, then at a fixed rate. */
async function inquiryAgainstHello(
  server: ServerProcess,
  hello: ServerProcess,
  runs: number,
  seconds: number,
): Promise<ApiResult> {
  const post = inquiryPost(server.url);
  await autocannon({ ...post, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, SQLite page cache)
  log(`autocannon: hello-world, ${runs}×${seconds}s`);
  const helloT = await throughput({ url: hello.url, duration: seconds }, runs);
  log(`autocannon: POST inquiry, ${runs}×${seconds}s`);
  const inquiryT = await throughput({ ...post, duration: seconds }, runs);
  log(`autocannon: hello-world and POST inquiry at ${MANY_CONNECTIONS} connections, ${runs}×${seconds}s each`);
  const many = {
    connections: MANY_CONNECTIONS,
    hello: await throughput({ url: hello.url, duration: seconds, connections: MANY_CONNECTIONS }, runs),
    inquiry: await throughput({ ...post, duration: seconds, connections: MANY_CONNECTIONS }, runs),
  };
  const inquiryNormal = await normalSynchronousInquiry(runs, seconds);
  const ratio = (t: Throughput) => (t.reqPerSec / helloT.reqPerSec).toFixed(2);
  log(
    `inquiry ÷ hello-world: ${ratio(inquiryT)} with synchronous=FULL (as shipped), ${ratio(inquiryNormal)} with NORMAL ` +
      `(hello-world ${Math.round(helloT.reqPerSec)} req/s, inquiry FULL ${Math.round(inquiryT.reqPerSec)}, NORMAL ${Math.round(inquiryNormal.reqPerSec)}; goal ≥ 0.50)`,
  );
  const fixedSeconds = QUICK ? 5 : 30;
  log(`autocannon: POST inquiry at a fixed 1,000 req/s for ${fixedSeconds}s`);
  const f = await autocannon({ ...post, connections: 50, overallRate: 1000, duration: fixedSeconds });
  return {
    inquiry: inquiryT,
    inquiryNormal,
    hello: helloT,
    many,
    runs,
    seconds,
    connections: CONNECTIONS,
    fixed: {
      rate: 1000,
      seconds: fixedSeconds,
      achieved: f.requests.average,
      p50: f.latency.p50,
      p99: f.latency.p99,
      max: f.latency.max,
      errors: f.errors + f.timeouts,
      non2xx: f.non2xx,
      total: f.requests.total,
    },
  };
}
