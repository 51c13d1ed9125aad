import styled from '@emotion/styled';
import { aboutPage } from '../content/about';
import { Icon, IconBadge } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Reveal } from '../ui/reveal';
import { Container, Section, SectionHeading } from '../ui/section';
import { Seo } from '../ui/seo';
import { color, mq, radius, shadow } from '../ui/theme';

const TwoUp = styled.div`
  display: grid;
  gap: 20px;
  ${mq.md} { grid-template-columns: 1fr 1fr; gap: 28px; }
  article { padding: 28px; border-radius: ${radius.lg}; background: ${color.white}; border: 1px solid ${color.line}; box-shadow: ${shadow.card}; }
  h2 { font-size: 1.5rem; margin-top: 14px; }
  p { color: ${color.muted}; margin: 0; font-size: 1.05rem; }
`;

const Messages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${mq.lg} { grid-template-columns: repeat(3, 1fr); }
  li { position: relative; padding: 28px 24px 24px; border-radius: ${radius.lg}; background: ${color.white}; border-top: 5px solid ${color.brand}; box-shadow: ${shadow.card}; }
  blockquote { margin: 0 0 16px; font-size: 1.05rem; color: ${color.ink}; }
  blockquote::before { content: '“'; display: block; font-size: 3rem; line-height: 0.6; color: ${color.accent}; margin-bottom: 8px; }
  h3 { font-size: 1.1rem; margin: 0; }
  .name { margin: 0; color: ${color.muted}; font-size: 0.92rem; }
`;

export function AboutPage() {
  const { vision, mission, messages } = aboutPage;
  return (
    <main id="main">
      <Seo title="About Us" description="About DDS: our vision, our mission and messages from our director, CEO and manager." />
      <PageHero eyebrow="About us" title={aboutPage.title} lead={aboutPage.lead} />
      <Section tone="cream">
        <Container>
          <TwoUp>
            {[
              { ...vision, icon: 'eye' as const },
              { ...mission, icon: 'target' as const },
            ].map((block) => (
              <article key={block.title}>
                <IconBadge>
                  <Icon name={block.icon} />
                </IconBadge>
                <h2>{block.title}</h2>
                <p>{block.text}</p>
              </article>
            ))}
          </TwoUp>
        </Container>
      </Section>
      <Section aria-labelledby="messages-title">
        <Container>
          <Reveal>
            <SectionHeading eyebrow="Leadership" title="Messages from our team" id="messages-title" />
            <Messages>
              {messages.map((m) => (
                <li key={m.role}>
                  <blockquote>{m.text}</blockquote>
                  <h3>Message from the {m.role}</h3>
                  <p className="name">{m.name}</p>
                </li>
              ))}
            </Messages>
          </Reveal>
        </Container>
      </Section>
    </main>
  );
}
