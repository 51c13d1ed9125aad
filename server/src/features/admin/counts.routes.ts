import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { Counts } from '@dds/shared/src/schemas/admin';
import type { AppContext } from '../../app-context';
import { pingDatabase } from '../../db/database';
import { requireAdmin } from '../../security/require-admin';
import { countAdmissions } from '../admissions/admission.repository';
import { countDonations } from '../donations/donation.repository';
import { countInquiries } from '../inquiries/inquiry.repository';

export function registerCountsAndHealth(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  app.get(API_PATHS.counts, { preHandler: requireAdmin(ctx) }, async (): Promise<Counts> => {
    const [inquiry, admission, donation] = await Promise.all([countInquiries(db), countAdmissions(db), countDonations(db)]);
    return { inquiry, admission, donation };
  });

  app.get(API_PATHS.health, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', message: 'Database unreachable' });
    }
  });
}
