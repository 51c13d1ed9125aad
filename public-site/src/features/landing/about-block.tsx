import styled from '@emotion/styled';
import { ABOUT_FEATURE_ICONS, withIcons } from '../../content/home';
import { useSiteText, useTextLang } from '../../content/site-content';
import { Icon, IconBadge } from '../../ui/icon';
import { Reveal } from '../../ui/reveal';
import { renderWhenNear } from '../../ui/render-when-near';
import { Container, Section, SectionHeading } from '../../ui/section';
import { color, mq, radius } from '../../ui/theme';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/home';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${mq.lg} { grid-template-columns: 1fr 1.1fr; gap: 56px; align-items: start; }
  .text p { color: ${color.muted}; font-size: 1.05rem; }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  li { display: flex; gap: 14px; padding: 16px; border-radius: ${radius.md}; background: ${color.white}; border: 1px solid ${color.line}; }
  h3 { font-size: 1.02rem; margin: 0 0 4px; }
  p { margin: 0; font-size: 0.93rem; color: ${color.muted}; }
`;

// Below the hero on every screen (decision 037).
const AboutSection = styled(Section)`
  ${renderWhenNear({ phone: 1065, wide: 517 })}
`;

export function AboutBlock() {
  const { about } = useSiteText().home;
  const lang = useTextLang();
  return (
    <AboutSection tone="cream" aria-labelledby="about-title">
      <Container>
        <Reveal>
          <Layout>
            <div className="text">
              <SectionHeading eyebrow={about.eyebrow} title={about.title} id="about-title" align="left" />
              {about.paragraphs.filter(Boolean).map((p, i) => (
                <p key={i} lang={lang(p)}>
                  {p}
                </p>
              ))}
            </div>
            <Features>
              {withIcons(about.features, ABOUT_FEATURE_ICONS).map((f, i) => (
                <li key={i}>
                  <IconBadge>
                    <Icon name={f.icon} />
                  </IconBadge>
                  <div>
                    <h3 lang={lang(f.title)}>{f.title}</h3>
                    <p lang={lang(f.description)}>{f.description}</p>
                  </div>
                </li>
              ))}
            </Features>
          </Layout>
        </Reveal>
      </Container>
    </AboutSection>
  );
}
