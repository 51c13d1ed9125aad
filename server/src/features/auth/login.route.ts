import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import { loginSchema } from '@dds/shared/src/schemas/admin';
import type { AppContext } from '../../app-context';
import { cookieSecure } from '../../security/public-origin';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { setSessionCookie } from '../../security/cookies';
import { loginHashGate } from '../../security/hash-gate';
import { assertSameOrigin } from '../../security/origin-check';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from '../../security/password';
import { SESSION_COOKIE } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { findAdminByEmail, normalizeEmail, replacePasswordHash, type AdminUser } from './admin-user.repository';
import { deviceToken, newDeviceId, setDeviceCookie, trustedDeviceIdOf } from './device-cookie';
import { LoginThrottle } from './login-throttle';
import { SESSION_ABSOLUTE_MS, createSession, purgeExpiredSessions } from './session.repository';
import { CountersUnavailableError } from '../../shared-counters/redis-link';

/** Answers now with Retry-After (whole seconds, at least 1): every refused login says when to retry. */
function refuse(reply: FastifyReply, status: 429 | 503, retryAfterMs: number, message: string): never {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new HttpError(status, message);
}

function tooManyMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

const BUSY_MESSAGE = 'The server is busy with other sign-ins. Please try again in a moment.';
export const COUNTERS_DOWN_MESSAGE = 'Sign-in is temporarily unavailable, please try again in a minute';
const COUNTERS_DOWN_RETRY_MS = 60_000;

/** A success whose reservation cannot be given back (Redis just went away) stays counted: the safe side. */
function keepCountedIfUnavailable(error: unknown) {
  if (!(error instanceof CountersUnavailableError)) throw error;
}

export function registerLoginRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { scryptLog2N, sessionSecret } = ctx.config;
  // This process's memory, or Redis shared by every process when REDIS_URL is set.
  const throttle = new LoginThrottle(ctx.loginCounters, ctx.config.rateLimitLoginPer15Min);
  // Unknown accounts still pay for one hash, so timing does not reveal which emails exist.
  const unknownAccountHash = unmatchableHash(scryptLog2N);

  /** The admin if the password is right; rehashes a hash made with older parameters. */
  async function checkPassword(admin: AdminUser | undefined, password: string): Promise<AdminUser | undefined> {
    const ok = await verifyPassword(password, admin?.passwordHash ?? unknownAccountHash);
    if (!admin || !ok) return undefined;
    if (needsRehash(admin.passwordHash, scryptLog2N)) {
      await replacePasswordHash(db, admin.id, admin.passwordHash, await hashPassword(password, scryptLog2N));
    }
    return admin;
  }

  app.post(API_PATHS.login, async (request, reply) => {
    assertSameOrigin(request);
    const input = parseOr400(loginSchema, request.body);
    const accountKey = normalizeEmail(input.email);
    const deviceId = trustedDeviceIdOf(sessionSecret, accountKey, request);
    const client = { ip: request.ip, accountKey, deviceId };

    // Counted before the hash, so parallel attempts cannot outrun the limit.
    // Without its counters a login is refused, never let through unthrottled (Redis away: one log
    // line from RedisLink, not one per attempt).
    const reserved = await throttle.reserve(client).catch((error: unknown) => {
      if (error instanceof CountersUnavailableError) refuse(reply, 503, COUNTERS_DOWN_RETRY_MS, COUNTERS_DOWN_MESSAGE);
      throw error;
    });
    if (!reserved.ok) refuse(reply, 429, reserved.retryAfterMs, tooManyMessage(reserved.retryAfterMs));

    let admin: AdminUser | undefined;
    try {
      const found = await findAdminByEmail(db, input.email);
      const check = loginHashGate.tryRun(() => checkPassword(found, input.password), { priority: !!deviceId });
      if (!check) refuse(reply, 503, 1000, BUSY_MESSAGE);
      admin = await check;
    } catch (error) {
      await throttle.giveBack(reserved.reservations).catch(keepCountedIfUnavailable); // never checked: not a failure
      throw error;
    }
    if (!admin) {
      await writeAudit(db, { actor: accountKey, action: 'login.failed', ip: request.ip });
      throw new HttpError(401, MESSAGES.loginFailure);
    }

    await throttle.succeeded(client, reserved.reservations).catch(keepCountedIfUnavailable);
    await purgeExpiredSessions(db);
    // A fresh random id at every login (no session fixation).
    const token = await createSession(db, admin.id, sessionSecret, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    const secure = cookieSecure(ctx.config, request);
    setSessionCookie(reply, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000, secure });
    setDeviceCookie(reply, deviceToken(sessionSecret, accountKey, deviceId ?? newDeviceId()), secure);
    await writeAudit(db, { actor: admin.email, action: 'login', ip: request.ip });
    return { email: admin.email, role: admin.role, language: admin.language };
  });
}
