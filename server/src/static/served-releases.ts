import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { findSession } from '../features/auth/session.repository';
import { parseTryCookie, TRY_COOKIE, type ServedParts } from '../releases/release-serving';
import { readCookie } from '../security/cookies';
import { cookieSecure } from '../security/public-origin';
import { SESSION_COOKIE } from '../security/require-admin';

const chosen = new WeakMap<FastifyRequest, Promise<ServedParts>>();

/** True when the request carries a live admin session (the same check as every admin API call). */
export async function hasAdminSession(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const token = readCookie(request, SESSION_COOKIE);
  return !!token && !!(await findSession(ctx.database.db, token, ctx.config.sessionSecret));
}

async function choose(ctx: AppContext, request: FastifyRequest, reply: FastifyReply | undefined): Promise<ServedParts> {
  const cohort = ctx.releases.cohort(request, reply, cookieSecure(ctx.config, request));
  const tryCookie = readCookie(request, TRY_COOKIE);
  // A tried release is an admin's private preview: without a live session the cookie is ignored.
  const tried = tryCookie && (await hasAdminSession(ctx, request)) ? parseTryCookie(tryCookie, ctx.releases.store) : {};
  return ctx.releases.chooseAll(cohort, tried);
}

/**
 * The release of each part this request is served (chosen once per request). Pass the reply where
 * a page is answered, so a browser new to a running canary gets its cohort cookie.
 */
export function servedParts(ctx: AppContext, request: FastifyRequest, reply?: FastifyReply): Promise<ServedParts> {
  let parts = chosen.get(request);
  if (!parts) {
    parts = choose(ctx, request, reply);
    chosen.set(request, parts);
  }
  return parts;
}

/** The server's config with the folders and URLs of the releases this request is served. */
export async function servedConfig(ctx: AppContext, request: FastifyRequest, reply?: FastifyReply): Promise<Config> {
  return ctx.releases.configFor(ctx.config, await servedParts(ctx, request, reply));
}
