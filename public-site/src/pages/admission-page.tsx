import { useAdmissionCatalogue } from '../content/courses';
import { AdmissionForm } from '../features/admission/admission-form';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { useSiteText } from '../content/site-content';
import { Seo } from '../ui/seo';

export function AdmissionPage() {
  const { pages: pageText } = useSiteText();
  const count = useAdmissionCatalogue().length;
  return (
    <main id="main">
      <Seo title={pageText.admission.title} description={pageText.admission.description} />
      <PageHero eyebrow="Admissions open" title="Admission Form" lead={`Choose from ${count} courses, online or at our centre.`} />
      <Section tone="cream">
        <Container>
          <AdmissionForm />
        </Container>
      </Section>
    </main>
  );
}
