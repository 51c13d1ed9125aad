import { BUSINESS_TOPICS } from '../schemas/inquiry-kinds';
import { INQUIRY_COURSES, INQUIRY_STATUSES, inquiryInputFields, type Inquiry } from '../schemas/inquiry';
import { SITE_LANGUAGE_OPTIONS } from '../schemas/submission-language';
import { storedFields } from '../schemas/submitted-fields';
import { defineResource, statusLabelsOf } from './resource-definition';

/**
 * A student names a course, a business a service topic or nothing ("not sure yet"): the values
 * never overlap, so one option list labels both, and '' only ever occurs on a business inquiry.
 */
const COURSE_OR_TOPIC = [...INQUIRY_COURSES, ...BUSINESS_TOPICS, { value: '', label: 'Not sure yet' }];

export const inquiriesResource = defineResource<Inquiry>({
  name: 'inquiries',
  singular: 'Inquiry',
  plural: 'Inquiries',
  submittedFields: storedFields(inquiryInputFields),
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    {
      key: 'kind',
      label: 'Kind',
      kind: 'text',
      options: [
        { value: 'student', label: 'Student' },
        { value: 'business', label: 'Business' },
      ],
    },
    { key: 'course', label: 'Course', kind: 'course', options: COURSE_OR_TOPIC },
    { key: 'coursePage', label: 'Course page', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'phone', label: 'Phone', kind: 'phone' },
    { key: 'message', label: 'Message', kind: 'longtext' },
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
    { key: 'kind', label: 'Kind' },
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'phone', label: 'Phone' },
    { key: 'course', label: 'Course' },
    { key: 'message', label: 'Message' },
    { key: 'status', label: 'Status' },
    { key: 'notes', label: 'Notes' },
    { key: 'id', label: 'Record ID' },
    // Added after the office's spreadsheets existed: at the end, so their columns stay where they were.
    { key: 'coursePage', label: 'Course page' },
    // Decision 026, at the end like every column added after the office's spreadsheets existed.
    { key: 'language', label: 'Language' },
  ],
  editableContactFields: ['name', 'email', 'phone'],
  statuses: INQUIRY_STATUSES,
  statusLabels: statusLabelsOf(INQUIRY_STATUSES),
  confirmStatuses: [],
  softDelete: true,
});
