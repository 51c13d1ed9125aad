import styled from '@emotion/styled';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import type { PublicCourse } from '@dds/shared/schemas';
import { useInstituteName, useSiteContent } from '../../content/site-content';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Container, Section } from '../../ui/section';
import { color, mq, radius } from '../../ui/theme';
import { CourseFeeCard } from './course-fee-card';
import { CourseHero } from './course-hero';
import { CourseStructuredData } from './course-structured-data';
import { EnrollButtons } from './enroll-buttons';
import { useInterfaceText } from '../../i18n/interface-text';
import { courseText } from './course-text';
import { useCourseText } from '../../content/record-text';

/** On wide screens the fee card sits beside the syllabus; on phones it comes first, right under the hero. */
const Layout = styled.div`
  display: grid;
  gap: 28px;
  grid-template-areas: 'fee' 'about';
  ${mq.lg} { grid-template-columns: minmax(0, 1fr) 360px; grid-template-areas: 'about fee'; gap: 40px; align-items: start; }
  > aside { grid-area: fee; }
  > .about { grid-area: about; display: grid; gap: 28px; }
`;

const Block = styled.section`
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  padding: 24px 20px;
  ${mq.md} { padding: 32px; }
  h2 { font-size: clamp(1.3rem, 4vw, 1.6rem); margin-bottom: 16px; }
  p { margin: 0; font-size: 1.05rem; }
`;

const Syllabus = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  counter-reset: point;
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  li { counter-increment: point; display: flex; gap: 12px; align-items: flex-start; padding: 12px 14px; border-radius: ${radius.sm}; background: ${color.cream}; }
  li::before { content: counter(point); flex: none; display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; background: ${color.brand}; color: ${color.white}; font-weight: 700; font-size: 0.85rem; }
`;

const Closing = styled.div`
  display: grid;
  gap: 16px;
  padding: 28px 24px;
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${color.accentSoft}, ${color.brandSoft});
  h2 { margin: 0; font-size: clamp(1.3rem, 4vw, 1.6rem); }
  p { margin: 0; color: ${color.ink}; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; }
`;

/** The page of one course (decision 021): what it is, what it costs and when, and how to join. */
export function CourseDetail({ course }: { course: PublicCourse }) {
  const institute = useInstituteName();
  const { origin } = useSiteContent();
  const t = useInterfaceText(courseText);
  const shown = useCourseText()(course);
  return (
    <>
      <CourseHero course={course} />
      <Section tone="cream" css={{ paddingTop: 32, [mq.md]: { paddingTop: 48 } }}>
        <Container>
          <Layout>
            <CourseFeeCard course={course} />
            <div className="about">
              {course.syllabus.length > 0 && (
                <Block aria-labelledby="syllabus-title">
                  <h2 id="syllabus-title">{t('course.learn')}</h2>
                  <Syllabus data-testid="course-syllabus">
                    {shown.syllabus.map((point, i) => (
                      <li key={`${i}:${point.text}`} lang={point.lang}>
                        {point.text}
                      </li>
                    ))}
                  </Syllabus>
                </Block>
              )}
              {course.eligibility && (
                <Block aria-labelledby="eligibility-title">
                  <h2 id="eligibility-title">{t('course.whoCanJoin')}</h2>
                  <p css={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                    <Icon name="users" />
                    <span lang={shown.eligibility.lang}>{shown.eligibility.text}</span>
                  </p>
                </Block>
              )}
              <Closing>
                <h2>{t('course.ready', { course: shown.name.text })}</h2>
                <p>{t('course.applyOnline')}</p>
                <div className="row">
                  <EnrollButtons course={course} />
                  {/* The inquiry records which course it is about (docs/decisions/018-phones-and-leads.md). */}
                  <ButtonLink
                    to={`${PUBLIC_ROUTES.inquiry.link}?course=${encodeURIComponent(course.slug)}`}
                    variant="outline"
                    css={{ color: color.brandDark }}
                  >
                    {t('course.sendInquiry')}
                  </ButtonLink>
                </div>
              </Closing>
            </div>
          </Layout>
        </Container>
      </Section>
      <CourseStructuredData course={course} provider={{ name: institute, origin }} />
    </>
  );
}
