import type { Certificate } from '../schemas/certificate';
import { defineResource } from './resource-definition';

/** Uploaded by the admin, not submitted by visitors: deleting one removes it (and its PDF) for good. */
export const certificatesResource = defineResource<Certificate>({
  name: 'certificates',
  singular: 'Certificate',
  plural: 'Certificates',
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'roll', label: 'Roll number', kind: 'text', identifier: true },
    { key: 'dob', label: 'Date of birth', kind: 'date' },
    { key: 'fileName', label: 'File', kind: 'file' },
    { key: 'createdAt', label: 'Uploaded', kind: 'datetime' },
  ],
  listColumns: ['name', 'roll', 'dob', 'createdAt', 'fileName'],
  titleField: 'name',
  searchFields: ['name', 'roll', 'dob'],
  filters: ['date'],
  sortKeys: ['createdAt', 'name'],
  csvColumns: [
    { key: 'createdAt', label: 'Uploaded (IST)' },
    { key: 'name', label: 'Name' },
    { key: 'roll', label: 'Roll number' },
    { key: 'dob', label: 'Date of birth' },
    { key: 'fileName', label: 'File' },
    { key: 'id', label: 'Record ID' },
  ],
  editableContactFields: [],
  softDelete: false,
});
