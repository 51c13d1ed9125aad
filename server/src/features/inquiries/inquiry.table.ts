import { inquiriesResource } from '@dds/shared/src/resources/inquiries';
import { INQUIRY_STATUSES, inquiryContactFields, type Inquiry } from '@dds/shared/src/schemas/inquiry';
import { storedLanguage } from '../resources/stored-language';
import { pipelineUpdate } from '../resources/pipeline-update';
import { defineResourceTable } from '../resources/resource-table';

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
    name: r.name,
    email: r.email,
    phone: r.phone,
    course: r.course,
    kind: r.kind === 'business' ? 'business' : 'student',
    coursePage: r.course_page,
    message: r.message,
    language: storedLanguage(r.language),
    status: r.status,
    notes: r.notes,
    statusChangedAt: r.status_changed_at,
    createdAt: r.created_at,
    followUpOn: r.follow_up_on,
    assignedTo: r.assigned_to === null ? null : Number(r.assigned_to),
    version: r.version,
    deletedAt: r.deleted_at,
    deletedReason: r.deleted_reason,
  }),
  update: pipelineUpdate(INQUIRY_STATUSES, inquiryContactFields),
});
