import type { Selectable } from 'kysely';
import type { InquiriesTable } from '../../db/schema';
import { storedLanguage } from './stored-language';

/** The columns every lead list (inquiries, admissions) has besides its own form's fields and status. */
type LeadRow = Pick<
  Selectable<InquiriesTable>,
  | 'language'
  | 'notes'
  | 'status_changed_at'
  | 'created_at'
  | 'follow_up_on'
  | 'assigned_to'
  | 'version'
  | 'deleted_at'
  | 'deleted_reason'
>;

/** Those columns as a lead item names them: written once for both lists, so they cannot drift apart. */
export const leadItemFields = (r: LeadRow) => ({
  language: storedLanguage(r.language),
  notes: r.notes,
  statusChangedAt: r.status_changed_at,
  createdAt: r.created_at,
  followUpOn: r.follow_up_on,
  assignedTo: r.assigned_to === null ? null : Number(r.assigned_to),
  version: r.version,
  deletedAt: r.deleted_at,
  deletedReason: r.deleted_reason,
});
