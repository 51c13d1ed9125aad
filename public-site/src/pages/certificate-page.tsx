import { CertificateLookup } from '../features/certificate/certificate-lookup';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { useSiteText } from '../content/site-content';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';

export function CertificatePage() {
  const { pages: pageText } = useSiteText();
  return (
    <main id="main">
      <Seo title={pageText.certificate.title} description={pageText.certificate.description} />
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
