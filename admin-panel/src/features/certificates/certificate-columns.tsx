import { certificateFileUrl } from '@dds/shared/api';
import type { Certificate } from '@dds/shared/schemas';
import { useAdminText } from '../../i18n/admin-text';
import { VisuallyHidden } from '../../ui/controls';
import type { Column, CustomCells, RowActions } from '../data-table';
import { CertificateActions } from './certificate-actions';
import { uploadText } from './upload-text';

export type CertificateRow = Certificate & Record<string, unknown>;

export const certificateCells: CustomCells<CertificateRow> = {
  // Admin-only endpoint; the session cookie goes with the request. The spoken name starts with the
  // visible file name (WCAG 2.5.3) and says whose it is.
  fileName: (c) => <CertificateFileLink certificate={c} />,
};

function CertificateFileLink({ certificate: c }: { certificate: CertificateRow }) {
  const t = useAdminText(uploadText);
  return (
    <a href={certificateFileUrl(c.id)} target="_blank" rel="noopener noreferrer">
      {c.fileName}
      <VisuallyHidden>{t('file.whose', { name: c.name })}</VisuallyHidden>
    </a>
  );
}

/**
 * Replace the PDF or delete the certificate (a certificate has no record view: everything is in the
 * row), under `header`: the column's name in the admin's language.
 */
export function certificateActionColumns(
  { replace, reload }: RowActions<CertificateRow>,
  header: string,
): Column<CertificateRow>[] {
  return [
    {
      key: 'actions',
      header,
      card: 'actions',
      render: (c) => (
        <CertificateActions certificate={c} onReplaced={(saved) => replace({ ...c, ...saved })} onDeleted={reload} />
      ),
    },
  ];
}
