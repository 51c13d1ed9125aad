import { ADMISSION_STATUSES, COURSE_MODES, admissionInputSchema, type Admission } from '../schemas/admission';
import { SITE_LANGUAGE_OPTIONS } from '../schemas/submission-language';
import { storedFields } from '../schemas/submitted-fields';
import { defineResource, statusLabelsOf } from './resource-definition';

export const admissionsResource = defineResource<Admission>({
  name: 'admissions',
  singular: 'Admission',
  plural: 'Admissions',
  submittedFields: storedFields(admissionInputSchema.shape),
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    // Stored by the course's name (the catalogue is data): shown as stored.
    { key: 'course', label: 'Course', kind: 'course' },
    { key: 'mode', label: 'Mode', kind: 'text', options: COURSE_MODES.map((m) => ({ value: m, label: m })) },
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'phone', label: 'Phone', kind: 'phone' },
    // Decision 026: the site's language the visitor wrote in; the office answers in it.
    { key: 'language', label: 'Language', kind: 'text', options: SITE_LANGUAGE_OPTIONS },
    { key: 'createdAt', label: 'Received', kind: 'datetime' },
    { key: 'status', label: 'Status', kind: 'status' },
    { key: 'statusChangedAt', label: 'Status changed', kind: 'datetime' },
    { key: 'notes', label: 'Notes', kind: 'longtext' },
  ],
  listColumns: ['name', 'course', 'createdAt', 'status', 'phone', 'language'],
  titleField: 'name',
  searchFields: ['name', 'email', 'phone', 'course'],
  filters: ['status', 'course', 'language', 'date'],
  sortKeys: ['createdAt', 'name'],
  csvColumns: [
    { key: 'createdAt', label: 'Received (IST)' },
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'phone', label: 'Phone' },
    { key: 'course', label: 'Course' },
    { key: 'mode', label: 'Mode' },
    { key: 'status', label: 'Status' },
    { key: 'notes', label: 'Notes' },
    { key: 'id', label: 'Record ID' },
    // Decision 026, at the end like every column added after the office's spreadsheets existed.
    { key: 'language', label: 'Language' },
  ],
  editableContactFields: ['name', 'email', 'phone'],
  statuses: ADMISSION_STATUSES,
  statusLabels: statusLabelsOf(ADMISSION_STATUSES),
  // Turning a student away is the one change worth a second look.
  confirmStatuses: ['rejected'],
  softDelete: true,
});
