import { CertificateLookup } from '../features/certificate/certificate-lookup';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { useSiteText } from '../content/site-content';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/pages';

export function CertificatePage() {
  const { pages: pageText } = useSiteText();
  const { eyebrow, heading, lead } = pageText.certificate;
  return (
    <main id="main">
      <Seo title={pageText.certificate.title} description={pageText.certificate.description} />
      <Static name="page-hero">
        <PageHero eyebrow={eyebrow || undefined} title={heading} lead={lead || undefined} />
      </Static>
      <Section tone="cream">
        <Container>
          <CertificateLookup />
        </Container>
      </Section>
    </main>
  );
}
