import { inquiriesResource } from '@dds/shared/src/resources/inquiries';
import { INQUIRY_STATUSES, inquiryContactFields, type Inquiry } from '@dds/shared/src/schemas/inquiry';
import { submittedFieldValues } from '../../db/submitted-columns';
import { leadItemFields } from '../resources/lead-item-fields';
import { pipelineUpdate } from '../resources/pipeline-update';
import { defineResourceTable } from '../resources/resource-table';
import { INQUIRY_FIELDS } from './inquiry.repository';

/** The inquiries list over its table: the definition says what, this says where. */
export const inquiryTable = defineResourceTable({
  definition: inquiriesResource,
  table: 'inquiries',
  auditName: 'inquiry',
  columns: { createdAt: 'created_at', statusChangedAt: 'status_changed_at' },
  equalityFilters: { status: 'status', course: 'course', language: 'language' },
  statusColumn: 'status',
  followUps: { openStatuses: ['new', 'contacted'] },
  toItem: (r): Inquiry => ({
    id: r.id,
    // Every field the visitor sent, from the column of its name; then those the list reads its own way.
    ...submittedFieldValues(r, INQUIRY_FIELDS),
    kind: r.kind === 'business' ? 'business' : 'student',
    status: r.status,
    ...leadItemFields(r),
  }),
  update: pipelineUpdate(INQUIRY_STATUSES, inquiryContactFields),
});
