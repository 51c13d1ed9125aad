import type { FastifyInstance } from 'fastify';
import { admissionInputSchema, admissionUpdateSchema, type Admission } from '@dds/shared/src/schemas/admission';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import type { AppContext } from '../../app-context';
import { notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { requireAdmin } from '../../security/require-admin';
import { formRateLimit } from '../../security/rate-limits';
import { registerAdminList } from '../admin/admin-list-routes';
import { writeAudit } from '../audit/audit.repository';
import { insertAdmission, listAdmissions, updateAdmission } from './admission.repository';

export function registerAdmissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  app.post(API_PATHS.admission, { config: formRateLimit(ctx) }, async (request) => {
    const input = parseOr400(admissionInputSchema, request.body);
    // Honeypot: answer like success, store nothing.
    if (!input.website) await insertAdmission(db, input);
    return { message: MESSAGES.admissionSuccessDefault };
  });

  registerAdminList<Admission>(app, ctx, {
    path: API_PATHS.admissions,
    name: 'admissions',
    list: listAdmissions,
    csvHeader: ['id', 'createdAt', 'name', 'email', 'phone', 'course', 'mode', 'status', 'notes'],
    csvCells: (a) => [a.id, a.createdAt, a.name, a.email, a.phone, a.course, a.mode, a.status, a.notes],
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
