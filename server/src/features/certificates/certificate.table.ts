import { certificatesResource } from '@dds/shared/src/resources/certificates';
import type { Certificate } from '@dds/shared/src/schemas/certificate';
import type { LooseRow, ResourceTable } from '../resources/resource-table';

/** The certificates list over its table. No PATCH: a certificate changes by replacing its PDF. */
export const certificateTable: ResourceTable<Certificate> = {
  definition: certificatesResource,
  table: 'certificates',
  auditName: 'certificate',
  columns: { createdAt: 'created_at', fileName: 'file_name' },
  equalityFilters: {},
  toItem: (r: LooseRow): Certificate => ({
    id: r.id as number,
    name: r.name as string,
    roll: r.roll as string,
    dob: r.dob as string,
    fileName: r.file_name as string,
    createdAt: r.created_at as string,
  }),
};
