import { certificateFileUrl } from '@dds/shared/api';
import type { Certificate } from '@dds/shared/schemas';
import { VisuallyHidden } from '../../ui/controls';
import type { Column } from '../data-table/data-table';
import type { RowActions } from '../data-table/list-view';
import { formatDate, formatDateTime } from '../../ui/format';
import { CertificateActions } from './certificate-actions';

export function certificateColumns({ replace, reload }: RowActions<Certificate>): Column<Certificate>[] {
  return [
    { key: 'name', header: 'Name', sortField: 'name', render: (c) => <strong>{c.name}</strong> },
    { key: 'roll', header: 'Roll number', render: (c) => c.roll },
    { key: 'dob', header: 'Date of birth', render: (c) => formatDate(c.dob) },
    {
      key: 'file',
      header: 'File',
      wide: true,
      // Admin-only endpoint; the session cookie goes with the request. The spoken name starts with the
      // visible file name (WCAG 2.5.3) and says whose it is.
      render: (c) => (
        <a href={certificateFileUrl(c.id)} target="_blank" rel="noopener noreferrer">
          {c.fileName}
          <VisuallyHidden>: certificate of {c.name} (opens in a new tab)</VisuallyHidden>
        </a>
      ),
    },
    { key: 'uploaded', header: 'Uploaded', sortField: 'createdAt', render: (c) => formatDateTime(c.createdAt) },
    { key: 'actions', header: 'Actions', render: (c) => <CertificateActions certificate={c} onReplaced={replace} onDeleted={reload} /> },
  ];
}
