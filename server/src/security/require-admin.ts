import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findSession, type SessionAdmin } from '../features/auth/session.repository';
import { unauthorized } from '../lib/http-error';
import { readCookie } from './cookies';
import { assertSameOrigin } from './origin-check';
import { assertRouteAllowed } from './permissions';

export const SESSION_COOKIE = 'dds_session';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionAdmin | null;
  }
}

/**
 * preHandler for every admin and upload route: a live session (401), the Origin check, then the
 * role this route needs from the one permission table (403, ./permissions.ts).
 */
export function requireAdmin(ctx: AppContext) {
  return async function requireAdminHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readCookie(request, SESSION_COOKIE);
    const admin = token ? await findSession(ctx.database.db, token, ctx.config.sessionSecret) : undefined;
    if (!admin) throw unauthorized();
    request.admin = admin;
    assertSameOrigin(request);
    assertRouteAllowed(request, admin.role);
  };
}
