import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_PATHS,
  adminUserUpdateSchema,
  newAdminUserSchema,
  type AdminUserSummary,
} from '@dds/shared/src/schemas/account';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/src/schemas/permissions';
import type { AuditAction } from '@dds/shared/src/schemas/audit-actions';
import type { AppContext } from '../../app-context';
import { HttpError, notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { loginHashGate } from '../../security/hash-gate';
import { assertNotCommonPassword } from '../../security/common-passwords';
import { hashPassword } from '../../security/password';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import {
  insertAdminUser,
  listAdminUsers,
  removeAdminUser,
  setAdminRole,
  type AdminUserRow,
  type OwnerChange,
} from './users.repository';

const summary = (row: AdminUserRow, request: FastifyRequest): AdminUserSummary => ({
  ...row,
  you: row.id === request.admin!.adminId,
});

/** The refusals of a change that could take away an owner, in words the owner can act on. */
function refusal(result: Extract<OwnerChange<unknown>, { ok: false }>): HttpError {
  switch (result.reason) {
    case 'not-found':
      return notFound('No such admin user (they may have been removed already)');
    case 'not-owner':
      return new HttpError(403, OWNER_ONLY_MESSAGES.users);
    case 'self':
      return new HttpError(409, 'You cannot remove your own account. Ask another owner to do it.');
    case 'last-owner':
      return new HttpError(409, 'This is the last owner. Make another user an owner first.');
  }
}

/** Adding, re-roling and removing admins: owners only (the permission table; 403 for staff), every change audited. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const owner = { preHandler: requireAdmin(ctx) };
  const audit = (request: FastifyRequest, action: AuditAction, targetId: number, detail: object) =>
    writeAudit(db, {
      actor: request.admin!.email,
      action,
      target: `admin_user:${targetId}`,
      detail: JSON.stringify(detail),
      ip: request.ip,
    });

  app.get(ACCOUNT_PATHS.users, owner, async (request) => ({
    items: (await listAdminUsers(db)).map((row) => summary(row, request)),
  }));

  app.post(ACCOUNT_PATHS.users, owner, async (request, reply) => {
    const input = parseOr400(newAdminUserSchema, request.body);
    assertNotCommonPassword(input.password);
    const hashing = loginHashGate.tryRun(() => hashPassword(input.password, ctx.config.scryptLog2N), {
      priority: true,
    });
    if (!hashing) throw new HttpError(503, 'The server is busy with other sign-ins. Please try again in a moment.');
    const created = await insertAdminUser(db, { email: input.email, role: input.role, passwordHash: await hashing });
    if (created === 'exists') throw new HttpError(409, 'There is already an admin user with this email.');
    await audit(request, 'user.create', created.id, { email: created.email, role: created.role });
    return reply.code(201).send(summary(created, request));
  });

  app.patch(`${ACCOUNT_PATHS.users}/:id`, owner, async (request) => {
    const id = parseId(request.params);
    const { role } = parseOr400(adminUserUpdateSchema, request.body);
    const result = await setAdminRole(db, request.admin!.adminId, id, role);
    if (!result.ok) throw refusal(result);
    if (result.before.role !== role)
      await audit(request, 'user.role', id, { email: result.before.email, from: result.before.role, to: role });
    const row = (await listAdminUsers(db)).find((u) => u.id === id);
    if (!row) throw notFound('No such admin user (they may have been removed already)');
    return summary(row, request);
  });

  app.delete(`${ACCOUNT_PATHS.users}/:id`, owner, async (request, reply) => {
    const id = parseId(request.params);
    const result = await removeAdminUser(db, request.admin!.adminId, id);
    if (!result.ok) throw refusal(result);
    await audit(request, 'user.delete', id, { email: result.before.email, role: result.before.role });
    return reply.code(204).send();
  });
}
