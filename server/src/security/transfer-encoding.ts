import type { FastifyInstance } from 'fastify';
import { createKeyAllowance } from '../lib/key-allowance';

/**
 * `chunked` is the one transfer coding the server reads (RFC 9112 §6.1: a server answers 400 when
 * chunked is not the final coding; nothing here decodes gzip or any other coding either).
 */
export function isAcceptedTransferEncoding(value: string): boolean {
  return value.trim().toLowerCase() === 'chunked';
}

export const MALFORMED_TRANSFER_ENCODING_MESSAGE =
  'Unsupported Transfer-Encoding: send the body with a Content-Length, or as "chunked"';

/**
 * Refuses any other Transfer-Encoding before a plugin sees the request.
 *
 * Why a hook, when Node's parser (llhttp) already refuses `xchunked` with a 400: llhttp reports that
 * error only after it has handed the request to Fastify, and Fastify's client-error handler then
 * destroys the socket. The request goes on through the hooks with no socket behind it, so
 * `request.ip` is undefined and @fastify/rate-limit's key function threw a TypeError, logged with
 * its stack at error level for every such request. This hook runs first and, for llhttp's case,
 * synchronously, while the socket is still there: the request stops here. Codings llhttp lets
 * through (`gzip, chunked`) get this hook's own 400.
 *
 * An anonymous client can send these as fast as it likes: one `warn` line per address per minute.
 * See docs/decisions/010-upload-limit-and-request-edges.md.
 */
export function registerTransferEncodingGuard(app: FastifyInstance) {
  const warnings = createKeyAllowance(1, 60_000);
  // Callback style, not async: an async hook would resume only after llhttp's error had run.
  app.addHook('onRequest', (request, reply, done) => {
    const value = request.headers['transfer-encoding'];
    if (value === undefined || isAcceptedTransferEncoding(value)) return done();
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    if (warnings.take(address)) {
      request.log.warn(
        { address, transferEncoding: value.slice(0, 60) },
        'malformed Transfer-Encoding refused (logged once per address per minute)',
      );
    }
    // The body cannot be framed, so the connection cannot be reused.
    void reply.code(400).header('connection', 'close').send({ message: MALFORMED_TRANSFER_ENCODING_MESSAGE });
  });
}
