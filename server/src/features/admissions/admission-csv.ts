import type { Admission } from '@dds/shared/src/schemas/admission';
import { csvIdentifier, csvIstDateTime } from '../../lib/csv';
import { capitalise } from '../admin/csv-labels';

/** The export as the screen shows it; the course is stored by its name already. */
export const admissionCsv = {
  csvHeader: ['Received (IST)', 'Name', 'Email', 'Phone', 'Course', 'Mode', 'Status', 'Notes', 'Record ID'],
  csvCells: (a: Admission) => [csvIstDateTime(a.createdAt), a.name, a.email, csvIdentifier(a.phone), a.course, a.mode, capitalise(a.status), a.notes, a.id],
};
