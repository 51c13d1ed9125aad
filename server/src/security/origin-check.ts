import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request refusal for state-changing admin calls (defence in depth next to the
 * SameSite=Strict cookie). Browsers send Origin on every POST/PUT/PATCH/DELETE: when present it
 * must equal this server's own origin. When absent, the request comes from a non-browser client
 * (curl, scripts) unless Sec-Fetch-Site says otherwise; such clients cannot ride a victim's cookie,
 * so they are let through.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    if (origin.toLowerCase() !== own.toLowerCase()) throw new HttpError(403, 'Cross-site request refused');
    return;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'Cross-site request refused');
  }
}
