import type { FastifyInstance } from 'fastify';
import type { Assignee } from '@dds/shared/src/schemas/follow-up';
import {
  LEADS_PATHS,
  MAX_REPORT_MONTHS,
  replyTemplatesSchema,
  reportQuerySchema,
  type ReportAnswer,
} from '@dds/shared/src/schemas/leads';
import type { AppContext } from '../../app-context';
import { badRequest, parseOr400, parseOr400WithFields } from '../../lib/http-error';
import { requireAdmin } from '../../security/require-admin';
import { istToday } from '../resources/ist-day';
import { listReplyTemplates, replaceReplyTemplates } from './reply-templates.repository';
import { monthsBetween, reportFor } from './reports.repository';

/** Six India months ending with this one: what the Reports screen opens on. */
function defaultRange(): { from: string; to: string } {
  const to = istToday().slice(0, 7);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const back = y * 12 + (m - 1) - 5;
  return { from: `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}`, to };
}

/**
 * Decision 024, the office's daily work (every admin; the permission table says so):
 * - GET assignees: who a lead can be assigned to (id and e-mail; the users screen stays the owner's);
 * - GET/PUT reply-templates: the WhatsApp messages the record view offers, edited as one list;
 * - GET reports: counts per course and month, conversion, verified donations (no personal data).
 */
export function registerLeadsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, reads } = ctx.database;
  const preHandler = requireAdmin(ctx);

  app.get(LEADS_PATHS.assignees, { preHandler }, async (): Promise<{ items: Assignee[] }> => ({
    items: await db.selectFrom('admin_users').select(['id', 'email']).orderBy('email').execute(),
  }));

  app.get(LEADS_PATHS.replyTemplates, { preHandler }, async () => ({ items: await listReplyTemplates(db) }));

  app.put(LEADS_PATHS.replyTemplates, { preHandler }, async (request) => {
    const { items } = parseOr400WithFields(replyTemplatesSchema, request.body);
    return { items: await replaceReplyTemplates(db, items, { email: request.admin!.email, ip: request.ip }) };
  });

  // Reads a range of three tables: on the read workers, never on the event loop (decision 014).
  app.get(LEADS_PATHS.reports, { preHandler }, async (request): Promise<ReportAnswer> => {
    const query = parseOr400(reportQuerySchema, request.query ?? {});
    const fallback = defaultRange();
    const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
    const from = query.from ?? (to < fallback.from ? to : fallback.from);
    if (monthsBetween(from, to).length > MAX_REPORT_MONTHS)
      throw badRequest(`A report covers at most ${MAX_REPORT_MONTHS} months`);
    return reportFor(reads, from, to);
  });
}
