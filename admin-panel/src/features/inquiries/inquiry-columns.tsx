import { updateInquiry } from '@dds/shared/api';
import { INQUIRY_COURSES, INQUIRY_STATUSES, type Inquiry } from '@dds/shared/schemas';
// By its own name: an older shell's copy of @dds/shared/schemas has no business inquiries.
import { BUSINESS_TOPICS } from '@dds/shared/src/schemas/inquiry-kinds';
import type { Column } from '../data-table/data-table';
import type { RowActions } from '../data-table/list-view';
import type { FilterDef } from '../data-table/list-toolbar';
import { NotesControl } from '../data-table/notes-control';
import { StatusControl } from '../data-table/status-control';
import { capitalise, formatDateTime } from '../../ui/format';

const courseLabel = (value: string) => INQUIRY_COURSES.find((c) => c.value === value)?.label ?? value;
/** A business inquiry names the service its project is about (or nothing: "not sure yet"). */
const topicLabel = (value: string) => (value ? (BUSINESS_TOPICS.find((t) => t.value === value)?.label ?? value) : 'Not sure yet');

export const inquiryFilters: FilterDef[] = [
  { key: 'status', label: 'Status', options: INQUIRY_STATUSES.map((s) => ({ value: s, label: capitalise(s) })) },
  { key: 'course', label: 'Course', options: INQUIRY_COURSES.map((c) => ({ value: c.value, label: c.label })) },
];

/** SPEC.md §3: the five fields, then the pipeline the institute works through (new → contacted → enrolled / closed). */
export function inquiryColumns({ replace }: RowActions<Inquiry>): Column<Inquiry>[] {
  return [
    { key: 'name', header: 'Name', sortField: 'name', render: (i) => <strong>{i.name}</strong> },
    { key: 'email', header: 'Email', render: (i) => <a href={`mailto:${i.email}`}>{i.email}</a> },
    { key: 'phone', header: 'Phone', render: (i) => <a href={`tel:${i.phone}`}>{i.phone}</a> },
    // Older servers send no kind: those inquiries are students'.
    { key: 'kind', header: 'Kind', render: (i) => (i.kind === 'business' ? <strong>Business</strong> : 'Student') },
    { key: 'course', header: 'Course', render: (i) => (i.kind === 'business' ? topicLabel(i.course) : courseLabel(i.course)) },
    { key: 'message', header: 'Message', wide: true, render: (i) => i.message },
    { key: 'received', header: 'Received', sortField: 'createdAt', render: (i) => formatDateTime(i.createdAt) },
    {
      key: 'status',
      header: 'Status',
      render: (i) => (
        <StatusControl
          value={i.status}
          options={INQUIRY_STATUSES}
          label={`Change status of inquiry from ${i.name}`}
          changedAt={i.statusChangedAt}
          onChange={async (status) => replace(await updateInquiry(i.id, { status }))}
        />
      ),
    },
    {
      key: 'notes',
      header: 'Notes',
      wide: true,
      render: (i) => <NotesControl value={i.notes} subject={`inquiry from ${i.name}`} onSave={async (notes) => replace(await updateInquiry(i.id, { notes }))} />,
    },
  ];
}
