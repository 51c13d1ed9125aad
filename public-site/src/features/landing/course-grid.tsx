import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { coursePath, landingGridCourses } from '@dds/shared/schemas/course-lists';
import { useCourses } from '../../content/courses';
import { useSiteText } from '../../content/site-content';
import { Card, CardGrid } from '../../ui/card';
import { Icon, IconBadge } from '../../ui/icon';
import { Reveal } from '../../ui/reveal';
import { renderWhenNear } from '../../ui/render-when-near';
import { Container, Section, SectionHeading } from '../../ui/section';
import { color } from '../../ui/theme';
import { useInterfaceText } from '../../i18n/interface-text';
import { landingText } from './landing-text';
import { useCourseText } from '../../content/record-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/home';

/** The whole card opens the course page (the link's box covers the card). */
const GridCard = styled(Card)`
  position: relative;
  h3 a { color: inherit; text-decoration: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  h3 a:focus-visible { outline: none; }
  &:has(h3 a:focus-visible) { outline: 3px solid ${color.accent}; outline-offset: 2px; }
  &:hover h3 a { color: ${color.brand}; }
  .more { margin-top: auto; color: ${color.brand}; font-weight: 600; font-size: 0.92rem; }
`;

// Below the fold on every screen (decision 037); the fresh install's five courses.
const CoursesSection = styled(Section)`
  ${renderWhenNear({ phone: 1411, wide: 446 })}
`;

/** docs/contract.md §2 'Our Courses' grid: the courses placed in it (5 on a fresh install), each opening its course page. */
export function CourseGrid() {
  const courses = landingGridCourses(useCourses());
  const { courseGrid } = useSiteText().home;
  const t = useInterfaceText(landingText);
  const textOf = useCourseText();
  return (
    <CoursesSection tone="sand" aria-labelledby="courses-title">
      <Container>
        <Reveal>
          <SectionHeading
            eyebrow={courseGrid.eyebrow}
            title={courseGrid.title}
            lead={courseGrid.lead}
            id="courses-title"
          />
          <div data-testid="course-grid">
            <CardGrid min={200}>
              {courses.map((course) => {
                const shown = textOf(course);
                return (
                  <GridCard key={course.id}>
                    <IconBadge>
                      <Icon name={course.icon} size={26} />
                    </IconBadge>
                    <h3>
                      <Link to={coursePath(course.slug)} lang={shown.homeName.lang}>
                        {shown.homeName.text}
                      </Link>
                    </h3>
                    <p lang={shown.description.lang}>{shown.description.text}</p>
                    <span className="more" aria-hidden="true">
                      {t('landing.viewCourse')}
                    </span>
                  </GridCard>
                );
              })}
            </CardGrid>
          </div>
        </Reveal>
      </Container>
    </CoursesSection>
  );
}
