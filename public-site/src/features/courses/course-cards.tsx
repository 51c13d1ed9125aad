import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { CourseMode } from '@dds/shared/schemas';
import type { PublicCourse } from '@dds/shared/schemas';
import { useAdmissionCatalogue } from '../../content/courses';
import { Card, CardGrid } from '../../ui/card';
import { Icon, IconBadge } from '../../ui/icon';
import { color, radius } from '../../ui/theme';
import { courseHref, enrollHref } from './enroll-link';
import { useInterfaceText } from '../../i18n/interface-text';
import { uiText } from '../../ui/ui-text';
import { courseText } from './course-text';
import { CourseWhatsAppButton } from './course-whatsapp-button';
import { useCourseFee } from './course-fee';
import { useCourseText } from '../../content/record-text';

const text = { ...uiText, ...courseText };

const Enroll = styled(Link)`
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

const Badge = styled.span<{ tone?: 'fee' }>`
  padding: 4px 10px;
  border-radius: ${radius.pill};
  background: ${(p) => (p.tone === 'fee' ? color.brandSoft : color.accentSoft)};
  color: ${(p) => (p.tone === 'fee' ? color.brandDark : '#713f12')};
  font-size: 0.82rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** The whole card opens the course page; its buttons sit above that link. */
const CourseCard = styled(Card)`
  position: relative;
  h2 a { color: inherit; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  h2 a:focus-visible { outline: none; }
  &:focus-within:has(h2 a:focus-visible) { outline: 3px solid ${color.accent}; outline-offset: 2px; }
  &:hover h2 a { color: ${color.brand}; }
  .actions { position: relative; z-index: 1; margin-top: auto; display: grid; gap: 10px; }
  .more { color: ${color.brand}; font-weight: 600; font-size: 0.92rem; white-space: nowrap; }
`;

/** The course cards of the Offline and Online pages: each opens its course page. */
export function CourseCards({ courses, mode }: { courses: PublicCourse[]; mode: CourseMode }) {
  const catalogue = useAdmissionCatalogue();
  const t = useInterfaceText(text);
  const feeOf = useCourseFee();
  const textOf = useCourseText();
  return (
    // 280 px: three cards a row on a laptop, so both buttons keep their words on one line.
    <CardGrid min={280} data-testid="course-cards">
      {courses.map((course) => {
        const fee = feeOf(course);
        const shown = textOf(course);
        return (
          <CourseCard key={course.id}>
            <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
              <IconBadge>
                <Icon name={course.icon} />
              </IconBadge>
              <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 6 }}>
                {course.duration && <Badge lang={shown.duration.lang}>{shown.duration.text}</Badge>}
                {fee && <Badge tone="fee">{fee}</Badge>}
              </div>
            </div>
            <h2 css={{ fontSize: '1.15rem', margin: '4px 0 0' }}>
              <Link to={courseHref(course)} lang={shown.name.lang}>
                {shown.name.text}
              </Link>
            </h2>
            <p lang={shown.description.lang}>{shown.description.text}</p>
            <span className="more" aria-hidden="true">
              {t('course.details')}
            </span>
            <div className="actions">
              <Enroll
                to={enrollHref(course, catalogue, mode)}
                aria-label={t('course.enrollLabel', { course: shown.name.text })}
              >
                {t('course.enroll')}
              </Enroll>
              <CourseWhatsAppButton course={course} />
            </div>
          </CourseCard>
        );
      })}
    </CardGrid>
  );
}
