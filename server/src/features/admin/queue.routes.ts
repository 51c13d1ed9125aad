import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { QueueCounts } from '@dds/shared/src/schemas/bulk';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { parseOr400 } from '../../lib/http-error';
import { requireAdmin } from '../../security/require-admin';
import { admissionTable } from '../admissions/admission.table';
import { donationTable } from '../donations/donation.table';
import { inquiryTable } from '../inquiries/inquiry.table';
import { istDayStart, istToday } from '../resources/ist-day';
import { countFollowUpsDue, countLive } from '../resources/resource-query';
import { loose } from '../resources/resource-table';

const SUBMISSIONS = [inquiryTable, admissionTable, donationTable];

const querySchema = z.object({
  since: z.iso
    .datetime({ offset: true, error: 'since must be a date-time such as 2026-11-22T15:58:00.000Z' })
    .optional(),
});

/** Submissions (not in the Trash) received at or after an instant, and the newest one's time. */
async function received(db: Db, after: string | undefined): Promise<{ count: number; latestAt: string | null }> {
  const rows = await Promise.all(
    SUBMISSIONS.map((rt) => {
      let qb = loose(db)
        .selectFrom(rt.table)
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('created_at').as('latest')])
        .where('deleted_at', 'is', null);
      if (after) qb = qb.where('created_at', '>', after);
      return qb.executeTakeFirstOrThrow();
    }),
  );
  const latest =
    rows
      .map((r) => r.latest as string | null)
      .filter((t): t is string => Boolean(t))
      .sort()
      .pop() ?? null;
  return { count: rows.reduce((sum, r) => sum + Number(r.n), 0), latestAt: latest };
}

/**
 * The dashboard as a work queue: what is new today (India's day), what waits for the office, and a
 * count of what arrived since the panel last looked (`since`), for the live badge.
 */
export function registerQueueRoute(app: FastifyInstance, ctx: AppContext) {
  // Polled by every open admin panel: counted by the read workers (db/read-pool/).
  const db = ctx.database.reads;
  app.get(API_PATHS.queue, { preHandler: requireAdmin(ctx) }, async (request): Promise<QueueCounts> => {
    const { since } = parseOr400(querySchema, request.query ?? {});
    // "Today" starts at midnight in India: one millisecond earlier so `>` counts a row at 00:00:00.000.
    const todayStart = new Date(Date.parse(istDayStart(istToday())) - 1).toISOString();
    const sinceIso = since && new Date(since).toISOString();
    const [
      today,
      all,
      newSince,
      inquiriesNotContacted,
      admissionsPending,
      donationsToVerify,
      inquiryFollowUpsDue,
      admissionFollowUpsDue,
    ] = await Promise.all([
      received(db, todayStart),
      received(db, undefined),
      sinceIso ? received(db, sinceIso) : Promise.resolve({ count: 0 }),
      countLive(db, inquiryTable, { status: 'new' }),
      countLive(db, admissionTable, { status: 'pending' }),
      countLive(db, donationTable, { verified: 0 }),
      countFollowUpsDue(db, inquiryTable),
      countFollowUpsDue(db, admissionTable),
    ]);
    return {
      newToday: today.count,
      inquiriesNotContacted,
      admissionsPending,
      donationsToVerify,
      inquiryFollowUpsDue,
      admissionFollowUpsDue,
      newSince: newSince.count,
      latestAt: all.latestAt,
    };
  });
}
