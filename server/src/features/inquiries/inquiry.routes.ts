import type { FastifyInstance } from 'fastify';
import { inquiryInputSchema } from '@dds/shared/src/schemas/inquiry';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { AppContext } from '../../app-context';
import { parseOr400 } from '../../lib/http-error';
import { formRateLimit } from '../../security/rate-limits';
import { submittedPayload } from '../notifications/notification-mail';
import { INQUIRY_FIELDS, insertInquiry } from './inquiry.repository';

export const INQUIRY_THANKS = 'Thank you! Your inquiry has been submitted.';

export function registerInquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(API_PATHS.inquiry, { config: formRateLimit(ctx) }, async (request) => {
    const input = parseOr400(inquiryInputSchema, request.body);
    // Kept only when it names a course of the site (a renamed or removed one, or anything a bot
    // typed, is dropped): the lead itself is never refused for it (decision 018).
    if (input.coursePage && !(await ctx.siteContent()).courses.some((c) => c.name === input.coursePage))
      input.coursePage = '';
    // Honeypot: a bot filled the hidden field. Answer as if it worked, keep nothing.
    if (input.website) return { success: true, message: INQUIRY_THANKS };
    // Group commit: answered once on disk. The e-mail to the institute is queued in the same
    // transaction and sent after it (features/notifications): the visitor never waits for SMTP.
    await ctx.database.submit(async (trx) => {
      const id = await insertInquiry(trx, input);
      await ctx.notifications.enqueue(trx, 'inquiry', id, submittedPayload(INQUIRY_FIELDS, input));
      const { kind, name, email, language } = input;
      // And the visitor's acknowledgement (what happens next, how to reach us), in the same transaction.
      await ctx.notifications.enqueueVisitor(trx, 'inquiry-ack', id, {
        to: email,
        name,
        business: kind === 'business',
        language,
      });
    });
    ctx.notifications.wake();
    return { success: true, message: INQUIRY_THANKS };
  });

  // The admin's list, record, update, bulk actions and export: generic over the definition.
}
