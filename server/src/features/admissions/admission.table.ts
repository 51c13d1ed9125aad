import { admissionsResource } from '@dds/shared/src/resources/admissions';
import { ADMISSION_STATUSES, admissionContactFields, type Admission } from '@dds/shared/src/schemas/admission';
import { submittedFieldValues } from '../../db/submitted-columns';
import { leadItemFields } from '../resources/lead-item-fields';
import { pipelineUpdate } from '../resources/pipeline-update';
import { defineResourceTable } from '../resources/resource-table';
import { ADMISSION_FIELDS } from './admission.repository';

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
    // Every field the visitor sent, from the column of its name; then those the list reads its own way.
    ...submittedFieldValues(r, ADMISSION_FIELDS),
    status: r.status,
    ...leadItemFields(r),
  }),
  update: pipelineUpdate(ADMISSION_STATUSES, admissionContactFields),
});
