import { CertificateUploadForm } from '../features/certificates/certificate-upload-form';
import { CountCards } from '../features/dashboard/count-cards';
import { PageTitle } from '../ui/controls';

export function DashboardPage() {
  return (
    <div css={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="dashboard-title">
        <PageTitle id="dashboard-title">Dashboard</PageTitle>
        <CountCards />
      </section>
      <CertificateUploadForm />
    </div>
  );
}
