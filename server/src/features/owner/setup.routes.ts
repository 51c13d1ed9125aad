import type { FastifyInstance } from 'fastify';
import { OWNER_MESSAGES, OWNER_PATHS, type SignInOptions } from '@dds/shared/src/schemas/owner';
import { setupOwnerSchema } from '@dds/shared/src/schemas/owner-forms';
import type { AppContext } from '../../app-context';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { assertNotCommonPassword } from '../../security/common-passwords';
import { loginHashGate } from '../../security/hash-gate';
import { assertSameOrigin } from '../../security/origin-check';
import { hashPassword } from '../../security/password';
import { writeAudit } from '../audit/audit.repository';
import { countAdmins } from '../auth/admin-user.repository';
import { createFirstOwner } from './first-owner.repository';
import { passwordResetAvailable } from './reset-mail';
import { signInRateLimit } from './sign-in-rate-limit';
import { startSession } from './sign-in-session';
import { removeSetupCode, setupCodeMatches } from './setup-code';

/**
 * First run: with no admin, the login screen offers "Create the owner account" instead of a login
 * that can only fail. The form asks for the setup code the server printed in its log (and
 * `dds-cli setup-code` prints), so whoever finds a fresh site first cannot claim it: only someone
 * who can read the server's log or run commands on it. There is never a default password.
 */
export function registerSetupRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  app.get(OWNER_PATHS.signIn, async (_request, reply): Promise<SignInOptions> => {
    reply.header('Cache-Control', 'no-store');
    return { setupNeeded: (await countAdmins(db)) === 0, passwordReset: passwordResetAvailable(ctx.config) };
  });

  app.post(OWNER_PATHS.setup, { config: signInRateLimit(ctx, 'setup') }, async (request, reply) => {
    assertSameOrigin(request);
    const input = parseOr400(setupOwnerSchema, request.body);
    if ((await countAdmins(db)) > 0) throw new HttpError(409, OWNER_MESSAGES.setupDone);
    if (!setupCodeMatches(ctx.config.dataDir, input.code)) {
      // A setup that finished a moment ago removed the code: this one came second, not wrong.
      if ((await countAdmins(db)) > 0) throw new HttpError(409, OWNER_MESSAGES.setupDone);
      request.log.warn('first-run setup: a wrong setup code was entered');
      throw new HttpError(403, OWNER_MESSAGES.setupCodeWrong);
    }
    assertNotCommonPassword(input.password);
    const hashing = loginHashGate.tryRun(() => hashPassword(input.password, ctx.config.scryptLog2N), {
      priority: true,
    });
    if (!hashing) throw new HttpError(503, 'The server is busy with other sign-ins. Please try again in a moment.');
    const owner = await createFirstOwner(ctx.database, input.email, await hashing);
    if (owner === 'exists') throw new HttpError(409, OWNER_MESSAGES.setupDone);
    removeSetupCode(ctx.config.dataDir); // used once
    await writeAudit(db, {
      actor: owner.email,
      action: 'setup.owner',
      target: `admin_user:${owner.id}`,
      ip: request.ip,
    });
    request.log.info(`first-run setup: owner account ${owner.email} created`);
    await startSession(ctx, request, reply, owner.id);
    return { email: owner.email, role: owner.role, language: owner.language };
  });
}
