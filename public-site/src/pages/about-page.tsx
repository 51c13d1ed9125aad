import styled from '@emotion/styled';
import { useSiteContent, useSiteText, useTextLang } from '../content/site-content';
import { LeaderMessages } from '../features/people/leader-messages';
import { Testimonials } from '../features/people/testimonials';
import { Icon, IconBadge } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color, mq, radius, shadow } from '../ui/theme';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/about';

const TwoUp = styled.div`
  display: grid;
  gap: 20px;
  ${mq.md} { grid-template-columns: 1fr 1fr; gap: 28px; }
  article { padding: 28px; border-radius: ${radius.lg}; background: ${color.white}; border: 1px solid ${color.line}; box-shadow: ${shadow.card}; }
  h2 { font-size: 1.5rem; margin-top: 14px; }
  p { color: ${color.muted}; margin: 0; font-size: 1.05rem; }
`;

/** docs/contract.md §2 /about1: hero, vision, mission, then the leaders' messages and students' words once the admin has entered them. */
export function AboutPage() {
  const { about: aboutPage } = useSiteText();
  const lang = useTextLang();
  const { vision, mission } = aboutPage;
  const { leaders = [], testimonials = [] } = useSiteContent();
  return (
    <main id="main">
      <Seo title={aboutPage.seo.title} description={aboutPage.seo.description} />
      <Static name="about">
        <PageHero eyebrow={aboutPage.hero.eyebrow} title={aboutPage.hero.title} lead={aboutPage.hero.lead} />
        <Section tone="cream">
          <Container>
            <TwoUp>
              {[
                { ...vision, icon: 'eye' as const },
                { ...mission, icon: 'target' as const },
              ].map((block) => (
                <article key={block.icon}>
                  <IconBadge>
                    <Icon name={block.icon} />
                  </IconBadge>
                  <h2 lang={lang(block.title)}>{block.title}</h2>
                  <p lang={lang(block.text)}>{block.text}</p>
                </article>
              ))}
            </TwoUp>
          </Container>
        </Section>
        <LeaderMessages leaders={leaders} />
        <Testimonials testimonials={testimonials} tone={leaders.length ? 'cream' : 'white'} />
      </Static>
    </main>
  );
}
