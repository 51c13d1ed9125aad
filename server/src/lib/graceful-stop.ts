import type { FastifyInstance } from 'fastify';

export interface GracefulStopOptions {
  /** After this long the process exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
}

/**
 * SIGTERM / SIGINT: stop accepting connections, let requests in flight finish, then close the
 * database (the app's onClose hooks) and exit 0. New connections are refused by the closed socket
 * (ECONNREFUSED), so a proxy or client retries instead of seeing an error page.
 *
 * Keep-alive sockets must not hold the exit: Node closes the idle ones when closing starts;
 * responses sent during the drain say `Connection: close`, and a socket whose response was already
 * on its way at SIGTERM is ended once that response is sent. (A connection that the kernel or Node
 * accepted a moment before the close, with no request read yet, is reset: the same as a refusal
 * to a client or proxy, which retries.)
 * A request that never ends (a stalled upload) cannot hold it either: after `timeoutMs` the process
 * logs and exits 1; SQLite's WAL makes that as safe as a crash.
 */
export function registerGracefulStop(app: FastifyInstance, opts: GracefulStopOptions): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let draining = false;

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (draining) request.raw.socket?.end();
    done();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight, then closing the database');
    const deadline = setTimeout(() => {
      app.log.error(
        `stopping: requests still open after ${opts.timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_SECONDS); exiting anyway`,
      );
      exit(1);
    }, opts.timeoutMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        exit(1);
      },
    );
  };
  for (const signal of opts.signals ?? (['SIGTERM', 'SIGINT'] as const)) process.once(signal, stop);
}
