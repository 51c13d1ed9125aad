import { inquiriesResource } from '@dds/shared/src/resources/inquiries';
import { INQUIRY_STATUSES, inquiryContactFields, type Inquiry } from '@dds/shared/src/schemas/inquiry';
import type { DeletedReason } from '@dds/shared/src/schemas/common';
import { storedLanguage } from '../resources/stored-language';
import { pipelineUpdate } from '../resources/pipeline-update';
import type { LooseRow, ResourceTable } from '../resources/resource-table';

/** The inquiries list over its table: the definition says what, this says where. */
export const inquiryTable: ResourceTable<Inquiry> = {
  definition: inquiriesResource,
  table: 'inquiries',
  auditName: 'inquiry',
  columns: { createdAt: 'created_at', statusChangedAt: 'status_changed_at' },
  equalityFilters: { status: 'status', course: 'course', language: 'language' },
  statusColumn: 'status',
  followUps: { openStatuses: ['new', 'contacted'] },
  toItem: (r: LooseRow): Inquiry => ({
    id: r.id as number,
    name: r.name as string,
    email: r.email as string,
    phone: r.phone as string,
    course: r.course as string,
    kind: r.kind === 'business' ? 'business' : 'student',
    coursePage: (r.course_page as string | undefined) ?? '',
    message: r.message as string,
    language: storedLanguage(r.language),
    status: r.status as Inquiry['status'],
    notes: r.notes as string,
    statusChangedAt: r.status_changed_at as string | null,
    createdAt: r.created_at as string,
    followUpOn: (r.follow_up_on as string | null | undefined) ?? null,
    assignedTo: r.assigned_to === null || r.assigned_to === undefined ? null : Number(r.assigned_to),
    version: r.version as number,
    deletedAt: (r.deleted_at as string | null) ?? null,
    deletedReason: (r.deleted_reason as DeletedReason | null) ?? null,
  }),
  update: pipelineUpdate(INQUIRY_STATUSES, inquiryContactFields),
};
