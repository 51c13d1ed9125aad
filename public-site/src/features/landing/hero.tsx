import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { coursePath, featuredCourses } from '@dds/shared/schemas/course-lists';
import { useCourses } from '../../content/courses';
import { useSiteText, useTextLang } from '../../content/site-content';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/section';
import { color, mq, radius } from '../../ui/theme';
import { FloatingDots } from './floating-dots';
import { useCourseText } from '../../content/record-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/home';

/*
 * The headline rises into place but is never transparent: text painted at opacity 0 is not seen by
 * the visitor until the fade ends (0.9 s later on any phone) and is not a Largest Contentful Paint
 * candidate either — the header's title was measured instead, one frame early or late
 * (docs/decisions/027-federation-start-up-and-static-css.md, "The headline at the first paint").
 */
const rise = keyframes`from { transform: translateY(16px); } to { transform: none; }`;

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  color: ${color.white};
  background: radial-gradient(circle at 80% 10%, rgba(245, 158, 11, 0.35), transparent 40%),
    linear-gradient(135deg, ${color.brandDeep} 0%, ${color.brandDark} 45%, ${color.brand} 100%);
  padding: 48px 0 56px;
  ${mq.lg} { padding: 88px 0 96px; }
`;

const Grid = styled(Container)`
  position: relative;
  display: grid;
  /* minmax(0, …): the column is the screen's, not as wide as its widest words (the figures). */
  grid-template-columns: minmax(0, 1fr);
  gap: 36px;
  align-items: center;
  ${mq.motion} { animation: ${rise} 900ms ease-out both; }
  ${mq.lg} { grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr); gap: 56px; }
  h1 { color: ${color.white}; font-size: clamp(2.1rem, 8vw, 3.6rem); letter-spacing: -0.01em; margin-bottom: 16px; }
  .lead { font-size: 1.1rem; max-width: 36em; color: #fde8e8; }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 16px;
  padding: 6px 14px;
  border-radius: ${radius.pill};
  background: rgba(255, 255, 255, 0.14);
  font-weight: 600;
  font-size: 0.9rem;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 32px 0 0;
  div { padding: 14px 10px; border-radius: ${radius.md}; background: rgba(255, 255, 255, 0.1); text-align: center; }
  dt { font-size: 0.82rem; color: #fde8e8; overflow-wrap: anywhere; }
  dd { margin: 0; font-weight: 800; font-size: clamp(1.3rem, 5vw, 1.9rem); line-height: 1.1; color: ${color.white}; }
  div { display: flex; flex-direction: column-reverse; gap: 4px; }
`;

const Panel = styled.div`
  padding: 24px;
  border-radius: ${radius.lg};
  background: ${color.white};
  color: ${color.ink};
  box-shadow: 0 30px 60px rgba(0, 0, 0, 0.25);
  h2 { font-size: 1.25rem; }
  ul { list-style: none; margin: 0 0 18px; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  li { display: flex; }
  li a {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
    min-height: 48px;
    padding: 10px 12px;
    border-radius: ${radius.sm};
    background: ${color.cream};
    border: 1px solid ${color.line};
    font-weight: 600;
    color: ${color.brandDeep};
    text-decoration: none;
    transition: background 150ms ease, border-color 150ms ease;
  }
  li a::after { content: '›'; color: ${color.brand}; font-size: 1.2rem; line-height: 1; }
  li a:hover { background: ${color.brandSoft}; border-color: ${color.brand}; }
  .placement { margin: 0; padding: 12px 14px; border-radius: ${radius.sm}; background: ${color.accentSoft}; color: #713f12; font-weight: 700; text-align: center; }
`;

export function Hero() {
  // docs/contract.md §1: the featured-course list (6 on a fresh install), each opening its course page.
  const featured = featuredCourses(useCourses());
  const { hero } = useSiteText().home;
  // A text still in English on a Hindi page says so (docs/decisions/026-hindi.md).
  const lang = useTextLang();
  const textOf = useCourseText();
  // A figure or claim the owner emptied is off the page (it was no longer true), not an empty box.
  const figures = hero.figures.filter((f) => f.value || f.label);
  return (
    <Wrap aria-labelledby="hero-title">
      <FloatingDots />
      <Grid>
        <div>
          {hero.eyebrow && <Eyebrow lang={lang(hero.eyebrow)}>{hero.eyebrow}</Eyebrow>}
          <h1 id="hero-title" lang={lang(hero.headline)}>
            {hero.headline}
          </h1>
          <p className="lead" lang={lang(hero.lead)}>
            {hero.lead}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }}>
            <ButtonLink to={PUBLIC_ROUTES.offlineCourses.link} variant="light">
              <span lang={lang(hero.primaryCta)}>{hero.primaryCta}</span>
            </ButtonLink>
            <ButtonLink to={PUBLIC_ROUTES.inquiry.link} variant="outline">
              <span lang={lang(hero.secondaryCta)}>{hero.secondaryCta}</span>
            </ButtonLink>
          </div>
          {figures.length > 0 && (
            <Figures>
              {figures.map((f, i) => (
                <div key={i}>
                  <dt lang={lang(f.label)}>{f.label}</dt>
                  <dd lang={lang(f.value)}>{f.value}</dd>
                </div>
              ))}
            </Figures>
          )}
        </div>
        <Panel>
          <h2 lang={lang(hero.featuredTitle)}>{hero.featuredTitle}</h2>
          <ul data-testid="featured-courses">
            {featured.map((course) => {
              const { homeName } = textOf(course);
              return (
                <li key={course.id}>
                  <Link to={coursePath(course.slug)} lang={homeName.lang}>
                    {homeName.text}
                  </Link>
                </li>
              );
            })}
          </ul>
          {hero.placement && (
            <p className="placement" lang={lang(hero.placement)}>
              {hero.placement}
            </p>
          )}
        </Panel>
      </Grid>
    </Wrap>
  );
}
