import styled from '@emotion/styled';
import { legalSections, type LegalSection } from '../content/legal';
import { useSiteSettings, useSiteText } from '../content/site-content';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color } from '../ui/theme';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/legal';

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
        <PageHero title={title} lead={lead || undefined} />
        <Section>
          <Container>
            <Body>
              {sections.map((s, i) => (
                <section key={i}>
                  {s.heading && <h2>{s.heading}</h2>}
                  {s.body.map((p, j) => (
                    <p key={j}>{p}</p>
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

function LegalPage({ page }: { page: 'privacy' | 'terms' }) {
  const settings = useSiteSettings();
  const text = useSiteText().legal[page];
  return <LegalView title={text.title} lead={text.lead} sections={legalSections(text, settings)} />;
}

export const PrivacyPage = () => <LegalPage page="privacy" />;
export const TermsPage = () => <LegalPage page="terms" />;
