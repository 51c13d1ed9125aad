import { useCallback, useState } from 'react';
import { certificatesResource } from '@dds/shared/resources';
import { useAdminText } from '../i18n/admin-text';
import { CertificateUploadForm } from '../features/certificates/certificate-upload-form';
import {
  certificateActionColumns,
  certificateCells,
  type CertificateRow,
} from '../features/certificates/certificate-columns';
import { uploadText } from '../features/certificates/upload-text';
import { ListView, type RowActions } from '../features/data-table';

export function CertificatesPage() {
  const t = useAdminText(uploadText);
  // Remounting the list after an upload fetches it again with the new certificate.
  const [version, setVersion] = useState(0);
  const actionColumns = useCallback(
    (actions: RowActions<CertificateRow>) => certificateActionColumns(actions, t('actions.column')),
    [t],
  );
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <ListView<CertificateRow>
        key={version}
        resource={certificatesResource}
        cells={certificateCells}
        extraColumns={actionColumns}
        recordLinks={false}
      />
      <CertificateUploadForm onUploaded={() => setVersion((v) => v + 1)} />
    </div>
  );
}
