import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaders {
  set: Array<[name: string, value: string | string[]]>;
  remove: string[];
}

/**
 * The headers helmet sends with these options, worked out once. @fastify/helmet builds helmet's
 * middleware again on every request (re-reading the options, re-serialising the CSP): ~8 % of the
 * server's CPU on a form post. The options are static — no per-request CSP nonces or directive
 * functions — so the result is the same for every request (security-headers.test.ts compares it
 * with @fastify/helmet's).
 */
export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], remove: [] };
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value === 'function')
        throw new Error(`helmet header ${name} depends on the request; it cannot be computed once`);
      headers.set.push([name, Array.isArray(value) ? value.map(String) : String(value)]);
    },
    removeHeader(name: string) {
      headers.remove.push(name);
    },
  };
  const fail = (error?: unknown) => {
    if (error) throw error;
  };
  // A request without method or headers: no directive here depends on it (see above).
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, fail);
  return headers;
}

/** Sets the security headers on every response, as @fastify/helmet did (on the raw response, at onRequest). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const { set, remove } = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of remove) raw.removeHeader(name);
    done();
  });
}
