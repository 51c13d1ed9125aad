import { admissionsResource } from '@dds/shared/src/resources/admissions';
import { ADMISSION_STATUSES, admissionContactFields, type Admission } from '@dds/shared/src/schemas/admission';
import { storedLanguage } from '../resources/stored-language';
import { pipelineUpdate } from '../resources/pipeline-update';
import { defineResourceTable } from '../resources/resource-table';

/** The admissions list over its table: the definition says what, this says where. */
export const admissionTable = defineResourceTable({
  definition: admissionsResource,
  table: 'admissions',
  auditName: 'admission',
  columns: { createdAt: 'created_at', statusChangedAt: 'status_changed_at' },
  equalityFilters: { status: 'status', course: 'course', mode: 'mode', language: 'language' },
  statusColumn: 'status',
  followUps: { openStatuses: ['pending'] },
  toItem: (r): Admission => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    course: r.course,
    mode: r.mode,
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
  update: pipelineUpdate(ADMISSION_STATUSES, admissionContactFields),
});
