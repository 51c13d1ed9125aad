import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import type { CourseCard } from '../../content/courses';
import { Card, CardGrid } from '../../ui/card';
import { Icon, IconBadge } from '../../ui/icon';
import { color, radius } from '../../ui/theme';

const Enroll = styled(Link)`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 46px;
  padding: 10px 18px;
  border-radius: ${radius.pill};
  background: ${color.brand};
  color: ${color.white};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${color.brandDark}; }
`;

const Duration = styled.span`
  align-self: flex-start;
  padding: 4px 10px;
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: #713f12;
  font-size: 0.82rem;
  font-weight: 600;
`;

/** Enroll Now preselects the course in the admission form when the catalogue has it (issue 3). */
export const enrollHref = (course: CourseCard) =>
  course.admissionCourse ? `${PUBLIC_ROUTES.admission.link}?course=${encodeURIComponent(course.admissionCourse)}` : PUBLIC_ROUTES.admission.link;

export function CourseCards({ courses }: { courses: CourseCard[] }) {
  return (
    <CardGrid min={250} data-testid="course-cards">
      {courses.map((course) => (
        <Card key={course.title}>
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
            <IconBadge>
              <Icon name={course.icon} />
            </IconBadge>
            <Duration>{course.duration}</Duration>
          </div>
          <h2 css={{ fontSize: '1.15rem', margin: '4px 0 0' }}>{course.title}</h2>
          <p>{course.description}</p>
          <Enroll to={enrollHref(course)} aria-label={`Enroll Now: ${course.title}`}>
            Enroll Now
          </Enroll>
        </Card>
      ))}
    </CardGrid>
  );
}
