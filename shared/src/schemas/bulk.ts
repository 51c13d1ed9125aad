import { z } from 'zod';
import { MAX_IDS, listQuerySchema } from './admin';

/**
 * docs/admin-guide.md: one action over many records, named by id or by "every row matching these filters"
 * (the list's own query, without paging). Exactly one of `ids` / `matching`.
 */
const target = {
  ids: z
    .array(z.number().int().positive(), { error: 'ids must be a list of record numbers' })
    .min(1, 'Choose at least one record')
    .max(MAX_IDS, `At most ${MAX_IDS} records at once`)
    .optional(),
  matching: listQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true, ids: true }).optional(),
  /**
   * With `matching`: the list's `latestId` when the admin chose "Select all N matching". The action
   * reaches only records up to it — the set the admin saw — and the answer counts those that arrived
   * since (`arrivedSince`).
   */
  seenUpTo: z.number({ error: 'seenUpTo must be a record number' }).int().nonnegative().optional(),
};

export const bulkRequestSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('status'),
        status: z.string({ error: 'status is required' }).min(1, 'status is required').max(20),
        ...target,
      }),
      z.object({ action: z.enum(['delete', 'spam', 'restore']), ...target }),
      // Lists that are verified rather than moved through statuses (donations).
      z.object({
        action: z.literal('verify'),
        verified: z.boolean({ error: 'verified must be true or false' }),
        ...target,
      }),
    ],
    { error: 'action must be status, verify, delete, spam or restore' },
  )
  .refine(
    (v) => (v.ids === undefined) !== (v.matching === undefined),
    'Give either ids or matching, not both and not neither',
  );

/**
 * `previous`: each record the action changed, with its state before — its workflow status for a
 * status change, 'verified' or 'unverified' for verify, its Trash state ('active', 'deleted' or 'spam') for delete, spam and restore — so
 * Undo is one bulk call per value. Records the action would not change are left out.
 */
export interface BulkAnswer {
  affected: number;
  /** Chosen records left alone because they already were so (the status set, verified, in the Trash or out of it). Absent from older servers. */
  already?: number;
  previous: Array<{ id: number; status: string }>;
  /** With `seenUpTo`: records matching that arrived after it, left unchanged. */
  arrivedSince?: number;
}

/** One audit entry about a record, newest first in the record view. */
export interface RecordHistoryEntry {
  at: string;
  actor: string;
  action: string;
  details: unknown;
}

/** Another donation with the same UPI reference; `inTrash` when it has been deleted or marked spam. */
export interface DuplicateRef {
  id: number;
  inTrash: boolean;
}

/** GET <list>/<id>: the record, its history, and (donations) other donations with its UPI reference, Trash included. */
export interface RecordAnswer<T> {
  item: T;
  history: RecordHistoryEntry[];
  duplicates: DuplicateRef[];
}

/** GET /api/admin/queue: the dashboard's work queue (not deleted rows; "today" is India's day). */
export interface QueueCounts {
  newToday: number;
  inquiriesNotContacted: number;
  admissionsPending: number;
  donationsToVerify: number;
  /** Open inquiries and admissions whose follow-up day is today or past (decision 024); absent from older servers. */
  inquiryFollowUpsDue?: number;
  admissionFollowUpsDue?: number;
  newSince: number;
  latestAt: string | null;
}
