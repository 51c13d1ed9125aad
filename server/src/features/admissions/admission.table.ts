import { admissionsResource } from '@dds/shared/src/resources/admissions';
import { ADMISSION_STATUSES, admissionContactFields, type Admission } from '@dds/shared/src/schemas/admission';
import type { DeletedReason } from '@dds/shared/src/schemas/common';
import { storedLanguage } from '../resources/stored-language';
import { pipelineUpdate } from '../resources/pipeline-update';
import type { LooseRow, ResourceTable } from '../resources/resource-table';

/** The admissions list over its table: the definition says what, this says where. */
export const admissionTable: ResourceTable<Admission> = {
  definition: admissionsResource,
  table: 'admissions',
  auditName: 'admission',
  columns: { createdAt: 'created_at', statusChangedAt: 'status_changed_at' },
  equalityFilters: { status: 'status', course: 'course', mode: 'mode', language: 'language' },
  statusColumn: 'status',
  followUps: { openStatuses: ['pending'] },
  toItem: (r: LooseRow): Admission => ({
    id: r.id as number,
    name: r.name as string,
    email: r.email as string,
    phone: r.phone as string,
    course: r.course as string,
    mode: r.mode as string,
    language: storedLanguage(r.language),
    status: r.status as Admission['status'],
    notes: r.notes as string,
    statusChangedAt: r.status_changed_at as string | null,
    createdAt: r.created_at as string,
    followUpOn: (r.follow_up_on as string | null | undefined) ?? null,
    assignedTo: r.assigned_to === null || r.assigned_to === undefined ? null : Number(r.assigned_to),
    version: r.version as number,
    deletedAt: (r.deleted_at as string | null) ?? null,
    deletedReason: (r.deleted_reason as DeletedReason | null) ?? null,
  }),
  update: pipelineUpdate(ADMISSION_STATUSES, admissionContactFields),
};
