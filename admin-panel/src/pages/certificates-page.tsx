import { PageTitle } from '../ui/controls';

export function CertificatesPage() {
  return <PageTitle>Certificates</PageTitle>;
}
