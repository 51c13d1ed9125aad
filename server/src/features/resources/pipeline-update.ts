import { z } from 'zod';
import { NOTES_NOT_ALLOWED } from '@dds/shared/src/schemas/inquiry';
import { multilineText } from '@dds/shared/src/schemas/common';
import { followUpFields } from '@dds/shared/src/schemas/follow-up';
import { nowIso } from '../../lib/clock';
import type { LooseRow, ResourceUpdate } from './resource-table';

const NOTHING = 'Nothing to update: give a status or notes';

/** Not `undefined`: `null` (clear the follow-up day or the assignee) is a change too. */
const given = (x: unknown) => x !== undefined;

/**
 * PATCH of a status pipeline (inquiries, admissions): status and notes as before, and the contact
 * fields, each optional, validated with the submission form's own field schemas. The date of the last
 * status change moves only when the status really changes, so re-saving notes never looks like progress.
 */
export function pipelineUpdate(
  statuses: readonly [string, ...string[]],
  contactFields: Record<string, z.ZodType<string>>,
): ResourceUpdate {
  const optionalContact = Object.fromEntries(
    Object.entries(contactFields).map(([key, schema]) => [key, schema.optional()]),
  );
  // The lead's follow-up day and assignee (decision 024): `null` clears; absent leaves as is.
  const schema = z
    .object({
      status: z.enum(statuses).optional(),
      notes: multilineText('Notes', 5000, NOTES_NOT_ALLOWED).optional(),
      ...optionalContact,
      ...followUpFields,
    })
    .refine(
      (v) => Object.values(v).some(given),
      Object.keys(contactFields).length ? `${NOTHING}, or a contact field` : NOTHING,
    );
  return {
    schema: schema as unknown as ResourceUpdate['schema'],
    changes(update, current: LooseRow) {
      const changes: LooseRow = {};
      if (update.notes !== undefined) changes.notes = update.notes;
      if (update.status !== undefined && update.status !== current.status) {
        changes.status = update.status;
        changes.status_changed_at = nowIso();
      }
      for (const key of Object.keys(contactFields)) if (update[key] !== undefined) changes[key] = update[key];
      if (update.followUpOn !== undefined) changes.follow_up_on = update.followUpOn;
      if (update.assignedTo !== undefined) changes.assigned_to = update.assignedTo;
      return changes;
    },
  };
}
