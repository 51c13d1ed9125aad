import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';

// Test helper: real HTTP against a listening server, because what the login throttle must get
// right is concurrency, which inject (one request at a time through the router) does not show.

export interface LoginAnswer {
  status: number;
  retryAfter: string | null;
  message: string | undefined;
  /** name=value of every cookie set, and the full Set-Cookie lines. */
  cookies: Record<string, string>;
  setCookie: string[];
}

/** Starts the app listening on a free port of 127.0.0.1 and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * POST /api/admin/login. `ip` is sent as X-Forwarded-For (the app under test trusts the proxy),
 * so one test can speak from many client addresses.
 */
export async function postLogin(
  base: string,
  body: object,
  opts: { ip?: string; cookie?: string } = {},
): Promise<LoginAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(base + API_PATHS.login, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie();
  const cookies: Record<string, string> = {};
  for (const line of setCookie) {
    const pair = line.split(';')[0]!;
    cookies[pair.slice(0, pair.indexOf('='))] = pair;
  }
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    message = undefined;
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message, cookies, setCookie };
}

/** How many answers had each status, e.g. { 401: 10, 429: 20 }. */
export function statusCounts(answers: LoginAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
