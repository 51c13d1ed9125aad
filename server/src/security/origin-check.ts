import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_ORIGIN (decorated in app.ts), so checks without the config at hand can use it. */
    publicOrigin: string | undefined;
  }
}

/**
 * Cross-site request refusal for state-changing admin calls (defence in depth next to the
 * SameSite=Strict cookie). Browsers send Origin on every POST/PUT/PATCH/DELETE: when present it
 * must equal PUBLIC_ORIGIN, or (unset, local use) the origin the request was made to. When absent, the request comes from a non-browser client
 * (curl, scripts) unless Sec-Fetch-Site says otherwise; such clients cannot ride a victim's cookie,
 * so they are let through.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  // A plain HTML form post under `Referrer-Policy: no-referrer` carries `Origin: null` even from
  // our own pages; then only the browser's Sec-Fetch-Site can vouch that it is same-origin.
  if (origin === 'null') {
    if (fetchSite !== 'same-origin') throw new HttpError(403, 'Cross-site request refused');
    return;
  }
  if (origin !== undefined) {
    const own = request.server.publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin.toLowerCase() !== own.toLowerCase()) throw new HttpError(403, 'Cross-site request refused');
    return;
  }
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'Cross-site request refused');
  }
}
