import { useAdmissionCatalogue } from '../content/courses';
import { AdmissionForm } from '../features/admission/admission-form';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';

export function AdmissionPage() {
  const count = useAdmissionCatalogue().length;
  return (
    <main id="main">
      <Seo title="Admission Form" description="Apply for admission to a DDS course online or offline: spoken English, computer, Tally, programming and more." />
      <Static name="page-hero">
        <PageHero eyebrow="Admissions open" title="Admission Form" lead={`Choose from ${count} courses, online or at our centre.`} />
      </Static>
      <Section tone="cream">
        <Container>
          <AdmissionForm />
        </Container>
      </Section>
    </main>
  );
}
