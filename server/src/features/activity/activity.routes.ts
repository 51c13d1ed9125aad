import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, activityQuerySchema } from '@dds/shared/src/schemas/account';
import type { AppContext } from '../../app-context';
import { parseOr400 } from '../../lib/http-error';
import { requireAdmin } from '../../security/require-admin';
import { listActivity, listActivityPeople } from '../audit/audit.repository';

/** The audit log as the activity screen reads it: owners and staff alike. */
export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext) {
  // The audit log grows with every action: read by the read workers (db/read-pool/).
  const db = ctx.database.reads;
  const admin = { preHandler: requireAdmin(ctx) };

  app.get(ACCOUNT_PATHS.activity, admin, async (request) => {
    const query = parseOr400(activityQuerySchema, request.query ?? {});
    const result = await listActivity(db, query);
    return { items: result.items, total: result.total, page: query.page, pageSize: query.pageSize };
  });

  app.get(ACCOUNT_PATHS.activityPeople, admin, async () => ({ people: await listActivityPeople(db) }));
}
