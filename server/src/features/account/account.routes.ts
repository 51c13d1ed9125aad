import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_PATHS,
  accountLanguageSchema,
  changePasswordSchema,
  type AccountSession,
} from '@dds/shared/src/schemas/account';
import type { AuditAction } from '@dds/shared/src/schemas/audit-actions';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound, parseOr400 } from '../../lib/http-error';
import { clearSessionCookie } from '../../security/cookies';
import { assertNotCommonPassword, loadCommonPasswords } from '../../security/common-passwords';
import { loginHashGate } from '../../security/hash-gate';
import { hashPassword, verifyPassword } from '../../security/password';
import { cookieSecure } from '../../security/public-origin';
import { accountPasswordLimit } from '../../security/rate-limits';
import { requireAdmin, SESSION_COOKIE } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { findAdminById, setAdminLanguage } from '../auth/admin-user.repository';
import { deleteOtherSessions, deleteSessionByPublicId, listLiveSessions } from '../auth/session.repository';
import { changeOwnPassword } from '../users/users.repository';

const BUSY_MESSAGE = 'The server is busy with other sign-ins. Please try again in a moment.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

/** Hashing shares the login's bound on parallel hashes (docs/security.md): a logged-in admin goes ahead of the queue. */
async function hashWork<T>(work: () => Promise<T>): Promise<T> {
  const run = loginHashGate.tryRun(work, { priority: true });
  if (!run) throw new HttpError(503, BUSY_MESSAGE);
  return run;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const admin = requireAdmin(ctx);
  loadCommonPasswords(); // a missing list stops the start, not the first password change
  const audit = (request: FastifyRequest, action: AuditAction, detail?: string) =>
    writeAudit(db, {
      actor: request.admin!.email,
      action,
      target: `admin_user:${request.admin!.adminId}`,
      detail,
      ip: request.ip,
    });

  // The current password is asked for (ASVS 2.1.5), and attempts are bounded like logins, so a
  // session left open on a shared computer is not a way to guess it. Counted per account, after the
  // session check (rate-limits.ts).
  app.post(ACCOUNT_PATHS.password, { preHandler: admin, config: accountPasswordLimit(ctx) }, async (request) => {
    const input = parseOr400(changePasswordSchema, request.body);
    assertNotCommonPassword(input.newPassword);
    const me = await findAdminById(db, request.admin!.adminId);
    if (!me) throw new HttpError(401, 'Please log in as an administrator.');
    if (!(await hashWork(() => verifyPassword(input.currentPassword, me.passwordHash)))) {
      await audit(request, 'account.password.failed');
      throw badRequest(WRONG_CURRENT_PASSWORD);
    }
    const hash = await hashWork(() => hashPassword(input.newPassword, ctx.config.scryptLog2N));
    const ended = await changeOwnPassword(db, me.id, hash, request.admin!.sessionHash);
    await audit(request, 'account.password', `ended ${ended} other session${ended === 1 ? '' : 's'}`);
    return { message: 'Password changed.', endedSessions: ended };
  });

  // The panel's language (decision 026 §8): the admin's own display choice, kept with the account so
  // it follows them to every device. Not in Activity: it changes what one person sees, nothing else.
  app.put(ACCOUNT_PATHS.language, { preHandler: admin }, async (request) => {
    const { language } = parseOr400(accountLanguageSchema, request.body);
    await setAdminLanguage(db, request.admin!.adminId, language);
    return { language };
  });

  app.get(ACCOUNT_PATHS.sessions, { preHandler: admin }, async (request) => {
    const sessions = await listLiveSessions(db, request.admin!.adminId);
    const current = request.admin!.sessionHash;
    const items: AccountSession[] = sessions.map(({ idHash, ...s }) => ({ ...s, current: idHash === current }));
    // The one in use first, then the most recently used.
    items.sort((a, b) => Number(b.current) - Number(a.current));
    return { items };
  });

  app.post(ACCOUNT_PATHS.endOtherSessions, { preHandler: admin }, async (request) => {
    const ended = await deleteOtherSessions(db, request.admin!.adminId, request.admin!.sessionHash);
    await audit(request, 'account.sessions.end-others', `${ended}`);
    return { ended };
  });

  app.delete(`${ACCOUNT_PATHS.sessions}/:id`, { preHandler: admin }, async (request, reply) => {
    const id = (request.params as { id?: string }).id ?? '';
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) throw badRequest('id is not a session id');
    const live = await listLiveSessions(db, request.admin!.adminId);
    const session = live.find((s) => s.id === id);
    if (!session || !(await deleteSessionByPublicId(db, request.admin!.adminId, id)))
      throw notFound('No such session (it may have ended already)');
    await audit(
      request,
      'account.session.end',
      [session.ip, session.userAgent].filter(Boolean).join(' · ') || undefined,
    );
    // Ending the session in use is a logout.
    if (session.idHash === request.admin!.sessionHash)
      clearSessionCookie(reply, SESSION_COOKIE, cookieSecure(ctx.config, request));
    return reply.code(204).send();
  });
}
