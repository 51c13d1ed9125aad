import type { FastifyInstance } from 'fastify';
import { admissionInputSchema, admissionUpdateSchema, type Admission } from '@dds/shared/src/schemas/admission';
import { admissionCatalogue } from '@dds/shared/src/schemas/course';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { requireAdmin } from '../../security/require-admin';
import { formRateLimit } from '../../security/rate-limits';
import { registerAdminList } from '../admin/admin-list-routes';
import { admissionCsv } from './admission-csv';
import { writeAudit } from '../audit/audit.repository';
import { insertAdmission, listAdmissions, updateAdmission } from './admission.repository';

export const COURSE_NOT_LISTED = 'Course must be one of the listed courses';

export function registerAdmissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  app.post(API_PATHS.admission, { config: formRateLimit(ctx) }, async (request) => {
    const input = parseOr400(admissionInputSchema, request.body);
    // The catalogue is data the admin edits: the course must be one offered right now. The name is
    // stored as sent, so a later rename or deletion of the course leaves this admission as it was.
    if (!admissionCatalogue((await ctx.siteContent()).courses).includes(input.course)) throw badRequest(COURSE_NOT_LISTED);
    // Honeypot: answer like success, store nothing.
    if (input.website) return { message: MESSAGES.admissionSuccessDefault };
    // Group commit: answered once on disk, with the institute's e-mail queued in the same transaction.
    await ctx.database.submit(async (trx) => {
      const id = await insertAdmission(trx, input);
      const { name, email, phone, course, mode } = input;
      await ctx.notifications.enqueue(trx, 'admission', id, { name, email, phone, course, mode });
    });
    ctx.notifications.wake();
    return { message: MESSAGES.admissionSuccessDefault };
  });

  registerAdminList<Admission>(app, ctx, {
    path: API_PATHS.admissions,
    name: 'admissions',
    list: listAdmissions,
    ...admissionCsv,
  });

  app.patch(`${API_PATHS.admissions}/:id`, { preHandler: requireAdmin(ctx) }, async (request) => {
    const id = parseId(request.params);
    const update = parseOr400(admissionUpdateSchema, request.body);
    const updated = await updateAdmission(db, id, update);
    if (!updated) throw notFound('Admission not found');
    await writeAudit(db, { actor: request.admin!.email, action: 'admission.update', target: `admission:${id}`, detail: JSON.stringify(update), ip: request.ip });
    return updated;
  });
}
