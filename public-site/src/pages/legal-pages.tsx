import styled from '@emotion/styled';
import { privacyNotice, terms, type LegalSection } from '../content/legal';
import { useSiteSettings } from '../content/site-content';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color } from '../ui/theme';

const Body = styled.div`
  max-width: 760px;
  h2 { font-size: 1.35rem; margin-top: 32px; }
  p { color: ${color.ink}; }
`;

function LegalView({ title, lead, sections }: { title: string; lead: string; sections: LegalSection[] }) {
  return (
    <main id="main">
      <Seo title={title} description={lead} />
      <Static name="legal">
        <PageHero title={title} lead={lead} />
        <Section>
          <Container>
            <Body>
              {sections.map((s) => (
                <section key={s.heading}>
                  <h2>{s.heading}</h2>
                  {s.body.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </section>
              ))}
            </Body>
          </Container>
        </Section>
      </Static>
    </main>
  );
}

export function PrivacyPage() {
  const settings = useSiteSettings();
  return <LegalView title="Privacy Notice" lead="What personal data our forms collect, why, and what you can ask us to do with it." sections={privacyNotice(settings)} />;
}
export const TermsPage = () => <LegalView title="Terms of Service" lead="The simple rules for our courses, certificates, donations and this website." sections={terms} />;
