import { certificatesResource } from '@dds/shared/src/resources/certificates';
import type { Certificate } from '@dds/shared/src/schemas/certificate';
import { defineResourceTable } from '../resources/resource-table';

/** The certificates list over its table. No PATCH: a certificate changes by replacing its PDF. */
export const certificateTable = defineResourceTable({
  definition: certificatesResource,
  table: 'certificates',
  auditName: 'certificate',
  columns: { createdAt: 'created_at', fileName: 'file_name' },
  equalityFilters: {},
  toItem: (r): Certificate => ({
    id: r.id,
    name: r.name,
    roll: r.roll,
    dob: r.dob,
    fileName: r.file_name,
    createdAt: r.created_at,
  }),
});
