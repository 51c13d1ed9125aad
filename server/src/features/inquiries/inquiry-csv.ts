import { INQUIRY_COURSES, type Inquiry } from '@dds/shared/src/schemas/inquiry';
import { BUSINESS_TOPICS } from '@dds/shared/src/schemas/inquiry-kinds';
import { csvIdentifier, csvIstDateTime } from '../../lib/csv';
import { capitalise, labelOf } from '../admin/csv-labels';

/** The export as the screen shows it: labels, not internal codes; the time in IST. */
export const inquiryCsv = {
  csvHeader: ['Received (IST)', 'Kind', 'Name', 'Email', 'Phone', 'Course', 'Message', 'Status', 'Notes', 'Record ID'],
  csvCells: (i: Inquiry) => [
    csvIstDateTime(i.createdAt),
    i.kind === 'business' ? 'Business' : 'Student',
    i.name,
    i.email,
    csvIdentifier(i.phone),
    // A business names a service (or nothing: not sure yet), as on the screen.
    i.kind === 'business' ? (i.course ? labelOf(BUSINESS_TOPICS, i.course) : 'Not sure yet') : labelOf(INQUIRY_COURSES, i.course),
    i.message,
    capitalise(i.status),
    i.notes,
    i.id,
  ],
};
