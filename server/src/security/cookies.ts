import type { FastifyReply, FastifyRequest } from 'fastify';

// Hand-rolled instead of @fastify/cookie: that plugin loads the ESM-only `cookie` package with a
// dynamic import, which jest's CommonJS runtime on Node 20 cannot execute. We need one cookie.

/** The value of one cookie from the request's Cookie header (the first, when several share the name). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return readCookies(request, name)[0];
}

/**
 * Every value of a cookie name, in the order the browser sent them: a browser holds one cookie per
 * name and path, and sends all that match (the longest path first).
 */
export function readCookies(request: FastifyRequest, name: string): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const raw = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      // not a value we wrote: skip it
    }
  }
  return values;
}

interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  /** Path=/ unless a cookie only concerns part of the site. */
  path?: string;
}

/** Session cookies are always HttpOnly, SameSite=Strict, Path=/; Secure when served over HTTPS. */
export function setSessionCookie(reply: FastifyReply, name: string, value: string, opts: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? '/'}`, 'HttpOnly', 'SameSite=Strict'];
  if (opts.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${opts.maxAgeSeconds}`);
    parts.push(`Expires=${new Date(Date.now() + opts.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (opts.secure) parts.push('Secure');
  reply.header('Set-Cookie', parts.join('; '));
}

export function clearSessionCookie(reply: FastifyReply, name: string, secure: boolean) {
  setSessionCookie(reply, name, '', { maxAgeSeconds: 0, secure });
}
