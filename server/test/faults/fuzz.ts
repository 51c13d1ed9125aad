import http from 'node:http';
import { sampleFuzzRequests, type FuzzRequest } from './fuzz-requests';

export interface FuzzResult {
  sent: number;
  byStatus: Record<string, number>;
  /** Requests answered 5xx (or that got no answer at all), with the answer: must be empty. */
  failures: Array<{ request: string; status: number | string }>;
}

function send(baseUrl: string, agent: http.Agent, req: FuzzRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const r = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        agent,
        headers: req.headers,
        timeout: 15_000,
      },
      (res) => {
        res.resume(); // drain: only the status matters
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    r.end(req.body);
  });
}

/** Sends `count` generated malformed requests, `concurrency` at a time, and tallies the answers. */
export async function runFuzz(
  baseUrl: string,
  opts: { count: number; seed: number; concurrency?: number },
): Promise<FuzzResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency ?? 8 });
  const byStatus: Record<string, number> = {};
  const failures: FuzzResult['failures'] = [];
  const BATCH = 500; // generated lazily so 10,000 bodies never sit in memory at once
  let sent = 0;
  try {
    for (let start = 0; start < opts.count; start += BATCH) {
      const batch = sampleFuzzRequests(Math.min(BATCH, opts.count - start), opts.seed + start);
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const req = batch[next++]!;
          let status: number | string;
          try {
            status = await send(baseUrl, agent, req);
          } catch (error) {
            status = (error as Error).message; // a reset connection is a failure too
          }
          sent += 1;
          const key = typeof status === 'number' ? String(status) : 'no answer';
          byStatus[key] = (byStatus[key] ?? 0) + 1;
          if (typeof status !== 'number' || status >= 500) {
            if (failures.length < 20)
              failures.push({
                request: `${req.method} ${req.path.slice(0, 120)} [${req.headers['content-type'] ?? ''}]`,
                status,
              });
          }
        }
      };
      await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
    }
  } finally {
    agent.destroy();
  }
  return { sent, byStatus, failures };
}
