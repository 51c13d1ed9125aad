import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import type { PublicCourse } from '@dds/shared/schemas';
import { useSiteSettings } from '../../content/site-content';
import { Icon } from '../../ui/icon';
import { Container } from '../../ui/section';
import { color, mq, radius } from '../../ui/theme';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { EnrollButtons } from './enroll-buttons';
import { useInterfaceText, type Translate } from '../../i18n/interface-text';
import { uiText } from '../../ui/ui-text';
import { courseText } from './course-text';
import { useCourseText } from '../../content/record-text';

const text = { ...uiText, ...courseText };

const Wrap = styled.section`
  color: ${color.white};
  background: radial-gradient(circle at 88% 0%, rgba(245, 158, 11, 0.38), transparent 42%),
    linear-gradient(135deg, ${color.brandDeep}, ${color.brandDark} 55%, ${color.brand});
  padding: 28px 0 40px;
  ${mq.md} { padding: 44px 0 64px; }
  h1 { color: ${color.white}; font-size: clamp(2rem, 7vw, 3.1rem); margin: 14px 0 12px; max-width: 22ch; }
  .lead { max-width: 38em; font-size: 1.12rem; color: #fde8e8; margin: 0 0 24px; }
  /* On wide screens the fee card rises into the hero's right side: the words keep clear of it. */
  .copy { ${mq.lg} { max-width: calc(100% - 400px); min-height: 250px; } }
`;

const Crumbs = styled.nav`
  font-size: 0.9rem;
  ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
  li + li::before { content: '›'; margin-right: 6px; color: #fca5a5; }
  a { color: #fde8e8; }
  a:hover { color: ${color.white}; }
  [aria-current] { color: ${color.white}; font-weight: 600; }
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 18px 0 0;
  padding: 0;
  li { display: inline-flex; align-items: center; gap: 6px; padding: 6px 12px; border-radius: ${radius.pill}; background: rgba(255, 255, 255, 0.14); font-weight: 600; font-size: 0.9rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a { flex: 1 1 auto; ${mq.md} { flex: 0 0 auto; } }
`;

const MODE_WORDS = { Offline: 'course.classroom', Online: 'course.liveOnline' } as const;

/** Where "Courses ›" leads back to: the page that lists this course. */
function listPage(course: PublicCourse, t: Translate<typeof text>) {
  if (course.modes[0] === 'Online') return { to: PUBLIC_ROUTES.onlineCourses.link, label: t('course.onlineCourses') };
  if (course.modes[0] === 'Offline')
    return { to: PUBLIC_ROUTES.offlineCourses.link, label: t('course.offlineCourses') };
  return undefined;
}

export function CourseHero({ course }: { course: PublicCourse }) {
  const { whatsapp } = useSiteSettings();
  const t = useInterfaceText(text);
  const shown = useCourseText()(course);
  const list = listPage(course, t);
  return (
    <Wrap aria-labelledby="page-title">
      <Container>
        <div className="copy">
          <Crumbs aria-label={t('course.breadcrumb')}>
            <ol>
              <li>
                <Link to={PUBLIC_ROUTES.home.link}>{t('course.home')}</Link>
              </li>
              {list && (
                <li>
                  <Link to={list.to}>{list.label}</Link>
                </li>
              )}
              <li aria-current="page" lang={shown.name.lang}>
                {shown.name.text}
              </li>
            </ol>
          </Crumbs>
          <Chips aria-label={t('course.atAGlance')}>
            {course.modes.map((mode) => (
              <li key={mode}>
                <Icon name={mode === 'Online' ? 'globe' : 'users'} size={18} />
                {t(MODE_WORDS[mode])}
              </li>
            ))}
            {course.duration && (
              <li lang={shown.duration.lang}>
                <Icon name="clock" size={18} />
                {shown.duration.text}
              </li>
            )}
          </Chips>
          <h1 id="page-title" lang={shown.name.lang}>
            {shown.name.text}
          </h1>
          <p className="lead" lang={shown.description.lang}>
            {shown.description.text}
          </p>
          <Actions>
            <EnrollButtons course={course} variant="light" />
            <WhatsAppButton
              number={whatsapp}
              text={t('whatsapp.course', { course: shown.name.text })}
              context={course.name}
            >
              {t('whatsapp.ask')}
            </WhatsAppButton>
          </Actions>
        </div>
      </Container>
    </Wrap>
  );
}
