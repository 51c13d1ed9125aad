import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * PUBLIC_ORIGIN and ADMIN_ORIGIN (decorated in app.ts from allowed-origins.ts), so checks without
     * the config at hand can use them; undefined = the request's own origin (local use).
     */
    allowedOrigins: string[] | undefined;
  }
}

/**
 * Cross-site request refusal for state-changing admin calls (defence in depth next to the
 * SameSite=Strict cookie). Browsers send Origin on every POST/PUT/PATCH/DELETE: when present it
 * must be PUBLIC_ORIGIN or ADMIN_ORIGIN (the admin panel on its own host,
 * docs/decisions/003-admin-on-its-own-host.md), or (PUBLIC_ORIGIN unset, local use) the origin the
 * request was made to. When absent, the request comes from a non-browser client
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
    const allowed = request.server.allowedOrigins ?? [`${request.protocol}://${request.host}`];
    if (!allowed.some((own) => own.toLowerCase() === origin.toLowerCase()))
      throw new HttpError(403, 'Cross-site request refused');
    return;
  }
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'Cross-site request refused');
  }
}
