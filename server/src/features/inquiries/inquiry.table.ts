import { inquiriesResource } from '@dds/shared/src/resources/inquiries';
import { INQUIRY_STATUSES, inquiryContactFields, type Inquiry } from '@dds/shared/src/schemas/inquiry';
import { leadItemFields } from '../resources/lead-item-fields';
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
    status: r.status,
    ...leadItemFields(r),
  }),
  update: pipelineUpdate(INQUIRY_STATUSES, inquiryContactFields),
});
