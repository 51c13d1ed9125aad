import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { AppContext } from '../../app-context';
import { clearSessionCookie, readCookie } from '../../security/cookies';
import { cookieSecure } from '../../security/public-origin';
import { requireAdmin, SESSION_COOKIE } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { registerLoginRoute } from './login.route';
import { deleteSession, findSession } from './session.repository';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  registerLoginRoute(app, ctx);

  app.post(API_PATHS.logout, { preHandler: requireAdmin(ctx) }, async (request, reply) => {
    const token = readCookie(request, SESSION_COOKIE);
    if (token) await deleteSession(db, token, ctx.config.sessionSecret);
    await writeAudit(db, { actor: request.admin!.email, action: 'logout', ip: request.ip });
    clearSessionCookie(reply, SESSION_COOKIE, cookieSecure(ctx.config, request));
    return reply.code(204).send();
  });

  app.get(API_PATHS.me, { preHandler: requireAdmin(ctx) }, async (request) => ({
    email: request.admin!.email,
    role: request.admin!.role,
    language: request.admin!.language,
  }));

  // Who is logged in, answered without an error status when nobody is: the admin panel asks on
  // every load, and a 401 there would be logged as an error in every visitor's browser console.
  app.get(API_PATHS.session, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = readCookie(request, SESSION_COOKIE);
    const admin = token ? await findSession(ctx.database.db, token, ctx.config.sessionSecret) : undefined;
    return { admin: admin ? { email: admin.email, role: admin.role, language: admin.language } : null };
  });
}
