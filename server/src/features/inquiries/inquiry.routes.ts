import type { FastifyInstance } from 'fastify';
import { inquiryInputSchema, inquiryUpdateSchema, type Inquiry } from '@dds/shared/src/schemas/inquiry';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { AppContext } from '../../app-context';
import { notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { requireAdmin } from '../../security/require-admin';
import { formRateLimit } from '../../security/rate-limits';
import { registerAdminList } from '../admin/admin-list-routes';
import { inquiryCsv } from './inquiry-csv';
import { writeAudit } from '../audit/audit.repository';
import { insertInquiry, listInquiries, updateInquiry } from './inquiry.repository';

export const INQUIRY_THANKS = 'Thank you! Your inquiry has been submitted.';

export function registerInquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  app.post(API_PATHS.inquiry, { config: formRateLimit(ctx) }, async (request) => {
    const input = parseOr400(inquiryInputSchema, request.body);
    // Honeypot: a bot filled the hidden field. Answer as if it worked, keep nothing.
    if (input.website) return { success: true, message: INQUIRY_THANKS };
    // Group commit: answered once on disk. The e-mail to the institute is queued in the same
    // transaction and sent after it (features/notifications): the visitor never waits for SMTP.
    await ctx.database.submit(async (trx) => {
      const id = await insertInquiry(trx, input);
      const { kind, name, email, phone, course, message } = input;
      await ctx.notifications.enqueue(trx, 'inquiry', id, { kind, name, email, phone, course, message });
    });
    ctx.notifications.wake();
    return { success: true, message: INQUIRY_THANKS };
  });

  registerAdminList<Inquiry>(app, ctx, {
    path: API_PATHS.inquiries,
    name: 'inquiries',
    list: listInquiries,
    ...inquiryCsv,
  });

  app.patch(`${API_PATHS.inquiries}/:id`, { preHandler: requireAdmin(ctx) }, async (request) => {
    const id = parseId(request.params);
    const update = parseOr400(inquiryUpdateSchema, request.body);
    const updated = await updateInquiry(db, id, update);
    if (!updated) throw notFound('Inquiry not found');
    await writeAudit(db, { actor: request.admin!.email, action: 'inquiry.update', target: `inquiry:${id}`, detail: JSON.stringify(update), ip: request.ip });
    return updated;
  });
}
