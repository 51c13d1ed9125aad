import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { HttpError } from '../lib/http-error';
import { requireAdmin } from './require-admin';

export const OWNER_ONLY_MESSAGE = 'Only an owner can manage admin users.';

/** preHandler of the owner-only routes: a live session (401 otherwise), then the owner role (403). */
export function requireOwner(ctx: AppContext) {
  const admin = requireAdmin(ctx);
  return async function requireOwnerHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await admin(request, reply);
    if (request.admin?.role !== 'owner') throw new HttpError(403, OWNER_ONLY_MESSAGE);
  };
}
