import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { DOWNLOAD_PATH } from '../features/certificates/certificate.routes';

// The token segment (and anything after it): whoever holds a token can download the certificate.
const TOKEN_IN_URL = new RegExp(`(${DOWNLOAD_PATH.replace(/[/.]/g, '\\$&')}/)[^#]*`, 'i');

export const redactUrl = (url: string) => url.replace(TOKEN_IN_URL, '$1[redacted]');

/**
 * What a log may say of a request URL: the path, without the query string (which can hold personal
 * data, e.g. an admin's search for a student's name) and without certificate download tokens.
 */
export function logPath(url: string): string {
  const query = url.indexOf('?');
  return redactUrl(query === -1 ? url : url.slice(0, query));
}

const requestLine = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  path: logPath(request.url),
  statusCode: reply.statusCode,
  responseTime: Math.round(reply.elapsedTime * 10) / 10,
});

/**
 * Fastify's request log lines, replaced: one JSON line per request, when it is answered — reqId
 * (from the child logger), method, path, statusCode, responseTime (ms) — and deliberately nothing
 * else: no headers (cookies), no body (passwords, uploaded file names), no query string.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) request.log.error({ ...requestLine(request, reply), err: error }, 'request errored');
    else request.log.info(requestLine(request, reply), 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.info(`Route ${request.method}:${logPath(request.url)} not found`);
  }
}

/** The `req` log serializer, for any log line that passes a request: the same redactions. */
export function requestLogSerializer(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    path: logPath(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
