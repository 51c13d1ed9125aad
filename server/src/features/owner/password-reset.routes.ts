import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OWNER_MESSAGES, OWNER_PATHS, RESET_LINK_MINUTES } from '@dds/shared/src/schemas/owner';
import { forgotPasswordSchema, resetPasswordSchema } from '@dds/shared/src/schemas/owner-forms';
import type { AppContext } from '../../app-context';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { isoPlus } from '../../lib/clock';
import { assertNotCommonPassword } from '../../security/common-passwords';
import { loginHashGate } from '../../security/hash-gate';
import { assertSameOrigin } from '../../security/origin-check';
import { hashPassword } from '../../security/password';
import { writeAudit } from '../audit/audit.repository';
import { findAdminByEmail } from '../auth/admin-user.repository';
import { createMailer } from '../notifications/mailer';
import type { NotificationMail } from '../notifications/notification-mail';
import { countRecentResets, createResetToken, resetTokenUsable, useResetToken } from './password-reset.repository';
import { passwordChangedMail, passwordResetAvailable, resetLink, resetLinkMail, resetLinkOrigin } from './reset-mail';
import { signInRateLimit } from './sign-in-rate-limit';

const LIFETIME_MS = RESET_LINK_MINUTES * 60_000;
/** At most this many links per account per lifetime: a flood of requests cannot flood the inbox. */
const LINKS_PER_ACCOUNT = 3;

/**
 * "Forgot password?" (OWASP Forgot Password Cheat Sheet): the same answer whether or not the address
 * is an admin's, given before the address is even looked up (so its timing does not tell either); a link with 256
 * random bits, of which only a hash is stored; single use, 30 minutes; all sessions end when it is
 * used; no automatic login after it. Requests are limited per address (rate limit) and per account
 * (LINKS_PER_ACCOUNT), and nothing about the account changes until a valid link is used.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const mailer = createMailer(ctx.config);

  /** After the answer: a slow or failing SMTP server never shows in the answer (nor in its timing). */
  const sendLater = (request: FastifyRequest, mail: NotificationMail, what: string) => {
    if (!mailer) return;
    setImmediate(() => {
      mailer.send(mail).then(
        () => request.log.info(`password reset: ${what} e-mailed`),
        (error: unknown) => request.log.error({ err: error }, `password reset: could not e-mail the ${what}`),
      );
    });
  };

  // Counting an account's recent links and adding one happen one request at a time in this
  // process, so a burst of requests cannot all count "under the cap" before any link is added.
  let issuing: Promise<unknown> = Promise.resolve();

  /** Looks the address up and e-mails a link when it is an admin's: all after the answer, so how long the answer took tells nothing. */
  async function issueLink(request: FastifyRequest, email: string, origin: string): Promise<void> {
    const turn = issuing.then(async () => {
      const admin = await findAdminByEmail(db, email);
      if (!admin) return undefined;
      if ((await countRecentResets(db, admin.id, isoPlus(-LIFETIME_MS))) >= LINKS_PER_ACCOUNT) {
        request.log.warn(
          `password reset: not sending another link to admin ${admin.id} (${LINKS_PER_ACCOUNT} in the last ${RESET_LINK_MINUTES} minutes)`,
        );
        return undefined;
      }
      const token = await createResetToken(db, admin.id, LIFETIME_MS);
      await writeAudit(db, {
        actor: admin.email,
        action: 'password.reset-request',
        target: `admin_user:${admin.id}`,
        ip: request.ip,
      });
      return { admin, token };
    });
    issuing = turn.catch(() => undefined);
    const issued = await turn;
    if (!issued || !mailer) return;
    await mailer.send(
      resetLinkMail(mailer, issued.admin.email, resetLink(origin, issued.token), { ip: request.ip, at: new Date() }),
    );
    request.log.info(`password reset: link e-mailed to admin ${issued.admin.id}`);
  }

  app.post(OWNER_PATHS.forgotPassword, { config: signInRateLimit(ctx, 'forgot-password') }, async (request) => {
    assertSameOrigin(request);
    const input = parseOr400(forgotPasswordSchema, request.body);
    const origin = resetLinkOrigin(ctx.config);
    if (!mailer || !origin || !passwordResetAvailable(ctx.config))
      throw new HttpError(503, OWNER_MESSAGES.resetUnavailable);
    setImmediate(() => {
      issueLink(request, input.email, origin).catch((error: unknown) =>
        request.log.error({ err: error }, 'password reset: could not issue or e-mail a reset link'),
      );
    });
    return { message: OWNER_MESSAGES.resetRequested };
  });

  app.post(OWNER_PATHS.resetPassword, { config: signInRateLimit(ctx, 'reset-password') }, async (request) => {
    assertSameOrigin(request);
    const input = parseOr400(resetPasswordSchema, request.body);
    if (!(await resetTokenUsable(db, input.token))) throw new HttpError(400, OWNER_MESSAGES.resetLinkInvalid);
    assertNotCommonPassword(input.password);
    const hashing = loginHashGate.tryRun(() => hashPassword(input.password, ctx.config.scryptLog2N), {
      priority: true,
    });
    if (!hashing) throw new HttpError(503, 'The server is busy with other sign-ins. Please try again in a moment.');
    const done = await useResetToken(db, input.token, await hashing);
    if (!done) throw new HttpError(400, OWNER_MESSAGES.resetLinkInvalid);
    await writeAudit(db, {
      actor: done.email,
      action: 'password.reset',
      target: `admin_user:${done.adminId}`,
      detail: String(done.endedSessions),
      ip: request.ip,
    });
    if (mailer)
      sendLater(
        request,
        passwordChangedMail(mailer, done.email, { ip: request.ip, at: new Date() }),
        'password-changed notice',
      );
    return { message: OWNER_MESSAGES.passwordReset };
  });
}
