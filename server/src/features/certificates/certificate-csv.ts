import type { Certificate } from '@dds/shared/src/schemas/certificate';
import { csvIdentifier, csvIstDateTime } from '../../lib/csv';

/** The export as the screen shows it; the roll number as text (a long digit roll stays whole). */
export const certificateCsv = {
  csvHeader: ['Uploaded (IST)', 'Name', 'Roll number', 'Date of birth', 'File', 'Record ID'],
  csvCells: (c: Certificate) => [csvIstDateTime(c.createdAt), c.name, csvIdentifier(c.roll), c.dob, c.fileName, c.id],
};
