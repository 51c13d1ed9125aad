import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { setSessionCookie } from '../../security/cookies';
import { cookieSecure } from '../../security/public-origin';
import { SESSION_COOKIE } from '../../security/require-admin';
import { SESSION_ABSOLUTE_MS, createSession } from '../auth/session.repository';

/** Signs the admin in on this answer, as a login does (a fresh random session id). */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  adminId: number,
): Promise<void> {
  const token = await createSession(ctx.database.db, adminId, ctx.config.sessionSecret, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(reply, SESSION_COOKIE, token, {
    maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000,
    secure: cookieSecure(ctx.config, request),
  });
}
