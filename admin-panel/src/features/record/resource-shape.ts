// TEMPORARY until h/13s lands shared/src/resources: the contract's shape, so the record view can be built.
import { ADMISSION_STATUSES, INQUIRY_STATUSES } from '@dds/shared/schemas';
import { API_PATHS } from '@dds/shared/api';

export type ResourceName = 'inquiries' | 'admissions' | 'donations' | 'certificates';
export type FieldKind = 'text' | 'email' | 'phone' | 'longtext' | 'datetime' | 'date' | 'money' | 'course' | 'status' | 'boolean' | 'file' | 'upiRef';
export interface ResourceField { key: string; label: string; kind: FieldKind }
export interface ResourceDefinition {
  name: ResourceName;
  singular: string;
  plural: string;
  apiPath: string;
  adminPath: string;
  fields: ResourceField[];
  listColumns: string[];
  titleField: string;
  searchFields: string[];
  filters: Array<'status' | 'course' | 'date' | 'verified' | 'duplicate'>;
  sortKeys: string[];
  csvColumns: Array<{ key: string; label: string }>;
  editableContactFields: string[];
  statuses?: readonly string[];
  statusLabels?: Record<string, string>;
  confirmStatuses?: string[];
  softDelete: boolean;
}

const base = { listColumns: [] as string[], searchFields: [] as string[], sortKeys: ['createdAt', 'name'], csvColumns: [], titleField: 'name', softDelete: true };

export const RESOURCES: Record<ResourceName, ResourceDefinition> = {
  inquiries: {
    ...base, name: 'inquiries', singular: 'Inquiry', plural: 'Inquiries', apiPath: API_PATHS.inquiries, adminPath: '/admin/inquiries',
    fields: [
      { key: 'name', label: 'Name', kind: 'text' }, { key: 'email', label: 'Email', kind: 'email' }, { key: 'phone', label: 'Phone', kind: 'phone' },
      { key: 'course', label: 'Course', kind: 'course' }, { key: 'message', label: 'Message', kind: 'longtext' }, { key: 'status', label: 'Status', kind: 'status' },
      { key: 'notes', label: 'Notes', kind: 'longtext' }, { key: 'createdAt', label: 'Received', kind: 'datetime' },
    ],
    editableContactFields: ['name', 'email', 'phone'], statuses: INQUIRY_STATUSES, filters: [],
  },
  admissions: {
    ...base, name: 'admissions', singular: 'Admission', plural: 'Admissions', apiPath: API_PATHS.admissions, adminPath: '/admin/admission',
    fields: [
      { key: 'name', label: 'Name', kind: 'text' }, { key: 'email', label: 'Email', kind: 'email' }, { key: 'phone', label: 'Phone', kind: 'phone' },
      { key: 'course', label: 'Course', kind: 'course' }, { key: 'mode', label: 'Mode', kind: 'text' }, { key: 'status', label: 'Status', kind: 'status' },
      { key: 'notes', label: 'Notes', kind: 'longtext' }, { key: 'createdAt', label: 'Received', kind: 'datetime' },
    ],
    editableContactFields: ['name', 'email', 'phone'], statuses: ADMISSION_STATUSES, confirmStatuses: ['rejected'], filters: [],
  },
  donations: {
    ...base, name: 'donations', singular: 'Donation', plural: 'Donations', apiPath: API_PATHS.donations, adminPath: '/admin/donationdetails',
    fields: [
      { key: 'name', label: 'Name', kind: 'text' }, { key: 'email', label: 'Email', kind: 'email' }, { key: 'screenshot', label: 'Screenshot', kind: 'file' },
      { key: 'amount', label: 'Amount', kind: 'money' }, { key: 'upiReference', label: 'UPI reference', kind: 'upiRef' }, { key: 'message', label: 'Message', kind: 'longtext' },
      { key: 'verified', label: 'Verified', kind: 'boolean' }, { key: 'createdAt', label: 'Received', kind: 'datetime' },
    ],
    editableContactFields: ['name', 'email'], filters: [],
  },
  certificates: {
    ...base, name: 'certificates', singular: 'Certificate', plural: 'Certificates', apiPath: API_PATHS.certificates, adminPath: '/admin/certificates',
    fields: [
      { key: 'name', label: 'Name', kind: 'text' }, { key: 'roll', label: 'Roll number', kind: 'text' }, { key: 'dob', label: 'Date of birth', kind: 'date' },
      { key: 'fileName', label: 'PDF', kind: 'file' }, { key: 'createdAt', label: 'Uploaded', kind: 'datetime' },
    ],
    editableContactFields: [], softDelete: false, filters: [],
  },
};
