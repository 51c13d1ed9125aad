import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, readCookie, setSessionCookie } from '../../security/cookies';
import { loginSchema } from '@dds/shared/src/schemas/admin';
import { MESSAGES } from '@dds/shared/src/messages';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { AppContext } from '../../app-context';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { FailureThrottle } from '../../security/failure-throttle';
import { assertSameOrigin } from '../../security/origin-check';
import { hashPassword, verifyPassword } from '../../security/password';
import { requireAdmin, SESSION_COOKIE } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { findAdminByEmail, normalizeEmail } from './admin-user.repository';
import { SESSION_ABSOLUTE_MS, createSession, deleteSession, findSession, purgeExpiredSessions } from './session.repository';

const WINDOW_MS = 15 * 60 * 1000;

function tooMany(ms: number): HttpError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new HttpError(429, `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
}


export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  // Failed logins are limited per client address and per account (ASVS 2.2.1).
  const perClient = new FailureThrottle(ctx.config.rateLimitLoginPer15Min, WINDOW_MS);
  const perAccount = new FailureThrottle(ctx.config.rateLimitLoginPer15Min, WINDOW_MS);
  // Unknown accounts still pay for one hash, so timing does not reveal which emails exist.
  let dummyHash: Promise<string> | undefined;

  app.post(API_PATHS.login, async (request, reply) => {
    assertSameOrigin(request);
    const input = parseOr400(loginSchema, request.body);
    const accountKey = normalizeEmail(input.email);
    const wait = Math.max(perClient.blockedFor(request.ip), perAccount.blockedFor(accountKey));
    if (wait > 0) throw tooMany(wait);

    const admin = await findAdminByEmail(db, input.email);
    dummyHash ??= hashPassword('not-a-real-password', ctx.config.scryptLog2N);
    const ok = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyHash));
    if (!admin || !ok) {
      perClient.fail(request.ip);
      perAccount.fail(accountKey);
      await writeAudit(db, { actor: accountKey, action: 'login.failed', ip: request.ip });
      throw new HttpError(401, MESSAGES.loginFailure);
    }
    perAccount.reset(accountKey);
    await purgeExpiredSessions(db);
    // A fresh random id at every login (no session fixation).
    const token = await createSession(db, admin.id, ctx.config.sessionSecret);
    setSessionCookie(reply, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000, secure: request.protocol === 'https' });
    await writeAudit(db, { actor: admin.email, action: 'login', ip: request.ip });
    return { email: admin.email };
  });

  app.post(API_PATHS.logout, { preHandler: requireAdmin(ctx) }, async (request, reply) => {
    const token = readCookie(request, SESSION_COOKIE);
    if (token) await deleteSession(db, token, ctx.config.sessionSecret);
    await writeAudit(db, { actor: request.admin!.email, action: 'logout', ip: request.ip });
    clearSessionCookie(reply, SESSION_COOKIE, request.protocol === 'https');
    return reply.code(204).send();
  });

  app.get(API_PATHS.me, { preHandler: requireAdmin(ctx) }, async (request) => ({ email: request.admin!.email }));

  // Who is logged in, answered without an error status when nobody is: the admin panel asks on
  // every load, and a 401 there would be logged as an error in every visitor's browser console.
  app.get(API_PATHS.session, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = readCookie(request, SESSION_COOKIE);
    const admin = token ? await findSession(ctx.database.db, token, ctx.config.sessionSecret) : undefined;
    return { admin: admin ? { email: admin.email } : null };
  });
}
