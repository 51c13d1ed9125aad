import type { ResourceName } from '@dds/shared/src/resources/admin-lists';
import { admissionTable } from '../admissions/admission.table';
import { certificateTable } from '../certificates/certificate.table';
import { donationTable } from '../donations/donation.table';
import { inquiryTable } from '../inquiries/inquiry.table';
import type { ResourceTable } from './resource-table';

/**
 * Every list's table mapping, by the list's name: the server's one map of the lists (what the shared
 * definitions must not carry: a table, its columns, its row mapper). The generic routes (app.ts), the
 * permission lines of those routes (security/permissions.ts), the CSV export of the read workers
 * (read-worker.ts) and the Trash's purge (main.ts) are each derived from it; a list missing here
 * does not compile (docs/how-to-add.md, "An admin list").
 */
export const RESOURCE_TABLES: { readonly [N in ResourceName]: ResourceTable<unknown> } = {
  inquiries: inquiryTable,
  admissions: admissionTable,
  donations: donationTable,
  certificates: certificateTable,
};

/** The mappings, in the lists' order. */
export const resourceTables = (): Array<ResourceTable<unknown>> => Object.values(RESOURCE_TABLES);
