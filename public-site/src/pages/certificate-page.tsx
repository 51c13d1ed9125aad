import { CertificateLookup } from '../features/certificate/certificate-lookup';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';

export function CertificatePage() {
  return (
    <main id="main">
      <Seo title="Download Certificate" description="Look up and download your DDS course certificate with your name, roll number and date of birth." />
      <Static name="page-hero">
        <PageHero eyebrow="Students" title="Download Certificate" lead="Completed a course with us? Find and download your certificate in seconds." />
      </Static>
      <Section tone="cream">
        <Container>
          <CertificateLookup />
        </Container>
      </Section>
    </main>
  );
}
