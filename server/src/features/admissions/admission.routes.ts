import type { FastifyInstance } from 'fastify';
import { admissionInputSchema } from '@dds/shared/src/schemas/admission';
import { admissionCatalogue } from '@dds/shared/src/schemas/course';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import type { AppContext } from '../../app-context';
import { badRequest, parseOr400 } from '../../lib/http-error';
import { formRateLimit } from '../../security/rate-limits';
import { submittedPayload } from '../notifications/notification-mail';
import { ADMISSION_FIELDS, insertAdmission } from './admission.repository';

export const COURSE_NOT_LISTED = 'Course must be one of the listed courses';

export function registerAdmissionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(API_PATHS.admission, { config: formRateLimit(ctx) }, async (request) => {
    const input = parseOr400(admissionInputSchema, request.body);
    // The catalogue is data the admin edits: the course must be one offered right now. The name is
    // stored as sent, so a later rename or deletion of the course leaves this admission as it was.
    if (!admissionCatalogue((await ctx.siteContent()).courses).includes(input.course))
      throw badRequest(COURSE_NOT_LISTED);
    // Honeypot: answer like success, store nothing.
    if (input.website) return { message: MESSAGES.admissionSuccessDefault };
    // Group commit: answered once on disk, with the institute's e-mail queued in the same transaction.
    await ctx.database.submit(async (trx) => {
      const id = await insertAdmission(trx, input);
      await ctx.notifications.enqueue(trx, 'admission', id, submittedPayload(ADMISSION_FIELDS, input));
      const { name, email, course, language } = input;
      await ctx.notifications.enqueueVisitor(trx, 'admission-ack', id, { to: email, name, course, language });
    });
    ctx.notifications.wake();
    return { message: MESSAGES.admissionSuccessDefault };
  });

  // The admin's list, record, update, bulk actions and export: generic over the definition.
}
