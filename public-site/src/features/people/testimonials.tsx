import styled from '@emotion/styled';
import type { Testimonial } from '@dds/shared/schemas';
import { Portrait } from '../../ui/portrait';
import { Reveal } from '../../ui/reveal';
import { renderWhenNear } from '../../ui/render-when-near';
import { Container, Section, SectionHeading } from '../../ui/section';
import { color, mq, radius, shadow } from '../../ui/theme';
import { useInterfaceText } from '../../i18n/interface-text';
import { useRecordText } from '../../content/record-text';
import { peopleText } from './people-text';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  /* Cards keep a readable width: one or two stay centred instead of stretching across the page. */
  ${mq.md} { grid-template-columns: repeat(auto-fit, minmax(280px, 370px)); justify-content: center; }
  li { display: flex; flex-direction: column; gap: 18px; padding: 24px; border-radius: ${radius.lg}; background: ${color.white}; border: 1px solid ${color.line}; box-shadow: ${shadow.card}; }
  blockquote { margin: 0; flex: 1; font-size: 1.02rem; color: ${color.ink}; }
  blockquote p { margin: 0 0 0.7em; }
  blockquote p:last-child { margin: 0; }
  figcaption { display: flex; align-items: center; gap: 12px; }
  .who { margin: 0; font-weight: 700; color: ${color.brandDeep}; }
  .what { margin: 0; font-size: 0.9rem; color: ${color.muted}; }
`;

// Below the fold on the home page and /about1 (decision 037); three stories as a guess.
const StoriesSection = styled(Section)`
  ${renderWhenNear({ phone: 1400, wide: 420 })}
`;

/**
 * What former students say (name, course, year, quote, optional photo), entered by the admin. On
 * the home page and /about1; left out while there is none (never an invented student).
 */
export function Testimonials({
  testimonials,
  tone = 'white',
}: {
  testimonials: Testimonial[];
  tone?: 'white' | 'cream' | 'sand';
}) {
  const t = useInterfaceText(peopleText);
  // Course and quote in the page's language, English standing in marked lang="en" (decision 026 §3).
  const shown = useRecordText();
  if (!testimonials.length) return null;
  return (
    <StoriesSection tone={tone} aria-labelledby="testimonials-title">
      <Container>
        <Reveal>
          <SectionHeading
            eyebrow={t('people.studentStories')}
            title={t('people.studentsSay')}
            id="testimonials-title"
          />
          <Cards data-testid="testimonials">
            {testimonials.map((story) => {
              const quote = shown(story.quote, story.hindi);
              const course = shown(story.course, story.hindi);
              return (
                <li key={story.id}>
                  <figure css={{ margin: 0, display: 'contents' }}>
                    <blockquote lang={quote.lang}>
                      {quote.text.split(/\n+/).map((paragraph, i) => (
                        <p key={i}>{paragraph}</p>
                      ))}
                    </blockquote>
                    <figcaption>
                      <Portrait name={story.name} photo={story.photo} size={52} />
                      <div>
                        <p className="who">{story.name}</p>
                        <p className="what">
                          {course.lang ? (
                            <>
                              <span lang={course.lang}>{course.text}</span>
                              {`, ${story.year}`}
                            </>
                          ) : (
                            `${course.text}, ${story.year}`
                          )}
                        </p>
                      </div>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </Cards>
        </Reveal>
      </Container>
    </StoriesSection>
  );
}
