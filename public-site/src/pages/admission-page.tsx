import { useAdmissionCatalogue } from '../content/courses';
import { AdmissionForm } from '../features/admission/admission-form';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { fillSiteText } from '@dds/shared/schemas/site-text-core';
import { useSiteText } from '../content/site-content';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/pages';

export function AdmissionPage() {
  const { pages: pageText } = useSiteText();
  const { eyebrow, heading, lead } = pageText.admission;
  const count = useAdmissionCatalogue().length;
  return (
    <main id="main">
      <Seo title={pageText.admission.title} description={pageText.admission.description} />
      <Static name="page-hero">
        <PageHero eyebrow={eyebrow || undefined} title={heading} lead={fillSiteText(lead, { count }) || undefined} />
      </Static>
      <Section tone="cream">
        <Container>
          <AdmissionForm />
        </Container>
      </Section>
    </main>
  );
}
