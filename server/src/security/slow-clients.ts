import net from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * A request body must bring at least this much in every BODY_TIMEOUT window, or finish. At the
 * default 10 s that is ~100 bytes/s: far below any real uplink (slow 3G sends ~50 KB/s), far
 * above a slowloris trickling a byte every few seconds.
 */
export const BODY_MIN_BYTES = 1024;

/** Socket idle limit: no byte either way for this long (a client that stops reading a download). */
const IDLE_SOCKET_MS = 60_000;

/**
 * Fastify/Node limits for slow clients:
 * - headersTimeout: the request line and headers must be complete within HEADERS_TIMEOUT;
 * - requestTimeout: the whole request (headers + body) within REQUEST_TIMEOUT (a 10 MB upload on
 *   slow 3G needs ~210 s; the default is 300 s) — the body-progress rule below cuts a trickle sooner;
 * - connectionTimeout: a socket silent in both directions for 60 s is closed;
 * - keepAliveTimeout stays at Fastify's 72 s, longer than common proxies' idle upstream timeout.
 * Node checks header/request deadlines on a timer (30 s by default); check more often so the
 * limits hold to within a fraction of their length.
 */
export function slowClientServerOptions(config: Config): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: Math.max(IDLE_SOCKET_MS, config.bodyTimeoutMs, config.headersTimeoutMs),
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(config.headersTimeoutMs, 10_000) / 4),
    },
  };
}

const REQUEST_TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Cuts off a request whose body stops making progress (less than BODY_MIN_BYTES in a
 * BODY_TIMEOUT window), and caps open connections at MAX_CONNECTIONS (Node closes the rest at once).
 * Progress is read from the socket's byte counter: it counts bytes however the body is consumed
 * (JSON parser, multipart stream) without touching the stream itself.
 */
export function registerSlowClientLimits(app: FastifyInstance, config: Config) {
  app.server.maxConnections = config.maxConnections;

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    const socket = raw.socket;
    // app.inject (tests, the page-form replay) has no real socket and no client to be slow.
    if (!hasBody || raw.complete || !(socket instanceof net.Socket)) return;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const now = socket.bytesRead;
      if (now - seen >= BODY_MIN_BYTES) {
        seen = now;
        return;
      }
      clearInterval(timer);
      request.log.info('request body too slow: connection closed');
      // As Node does for its own request timeout: a bare 408 if nothing was answered yet, then close.
      if (!reply.raw.headersSent && socket.writable) socket.write(REQUEST_TIMEOUT_RESPONSE);
      socket.destroy();
    }, config.bodyTimeoutMs);
    // Not cleared when the answer goes out: Node then reads and discards the rest of the body to
    // keep the connection, so an early answer (e.g. 400) must not let the trickle go on for ever.
    timer.unref();
    // Cleared once the whole body has arrived and been read (by the route, or by Node discarding
    // it after an early answer): the timer holds the request, its reply and logger, and left to
    // its next window it kept every form post of the last BODY_TIMEOUT in memory (~120,000 under
    // load: hundreds of MB, and most of the server's garbage-collection time).
    raw.once('end', () => clearInterval(timer));
  });
}
