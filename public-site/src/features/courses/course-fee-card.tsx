import styled from '@emotion/styled';
import { phoneDigits } from '@dds/shared/schemas/phone';
import type { PublicCourse } from '@dds/shared/schemas';
import { useSiteSettings } from '../../content/site-content';
import { Icon } from '../../ui/icon';
import { color, mq, radius, shadow } from '../../ui/theme';
import { EnrollButtons } from './enroll-buttons';
import { useFormat } from '../../i18n/format';
import { useInterfaceText } from '../../i18n/interface-text';
import { uiText } from '../../ui/ui-text';
import { courseText } from './course-text';
import { CourseWhatsAppButton } from './course-whatsapp-button';
import { useCourseFee } from './course-fee';
import { useCourseText } from '../../content/record-text';

const text = { ...uiText, ...courseText };

const Card = styled.aside`
  background: ${color.white};
  border: 1px solid ${color.line};
  border-top: 6px solid ${color.brand};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.raised};
  padding: 24px 20px;
  ${mq.md} { padding: 28px; }
  /* Wide screens: rises into the hero, so the fee is in view without scrolling; then stays in view. */
  ${mq.lg} { position: sticky; top: 92px; z-index: 2; margin-top: -300px; }
  h2 { font-size: 1.2rem; margin: 0 0 14px; }
  h3 { font-size: 1rem; margin: 22px 0 10px; color: ${color.ink}; }
  .fee { margin: 0; font-family: inherit; font-size: 2.1rem; font-weight: 800; color: ${color.brandDeep}; line-height: 1.1; }
  .fee small { display: block; font-size: 0.85rem; font-weight: 600; color: ${color.muted}; margin-bottom: 4px; text-transform: uppercase; letter-spacing: 0.08em; }
  .ask { margin: 0; font-weight: 600; color: ${color.ink}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 18px 0 0; padding: 14px 0 0; border-top: 1px solid ${color.line}; }
  dt { color: ${color.muted}; }
  dd { margin: 0; font-weight: 600; text-align: right; }
  .note { color: ${color.muted}; margin: 0; }
  .cta { display: grid; gap: 10px; margin-top: 24px; }
  .cta a { width: 100%; }
  .call { text-align: center; font-weight: 600; }
`;

const Batches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li { display: flex; align-items: center; gap: 10px; padding: 10px 12px; border-radius: ${radius.sm}; background: ${color.cream}; border: 1px solid ${color.line}; font-weight: 600; color: ${color.brandDeep}; }
  svg { color: ${color.brand}; flex: none; }
`;

/** Fee, duration and batch timings, with Enroll Now: what a visitor looks for first. */
export function CourseFeeCard({ course }: { course: PublicCourse }) {
  const { phone } = useSiteSettings();
  const t = useInterfaceText(text);
  const shown = useCourseText()(course);
  const format = useFormat();
  const fee = useCourseFee()(course);
  const tel = phoneDigits(phone);
  return (
    <Card aria-labelledby="fee-title" data-testid="course-fee-card">
      <h2 id="fee-title">{t('course.feeTitle')}</h2>
      {fee ? (
        <p className="fee" data-testid="course-fee">
          <small>{t('course.fee')}</small>
          {fee}
        </p>
      ) : (
        <p className="ask">{t('course.askFee')}</p>
      )}
      <dl>
        {course.duration && (
          <>
            <dt>{t('course.duration')}</dt>
            <dd lang={shown.duration.lang}>{shown.duration.text}</dd>
          </>
        )}
        {course.modes.length > 0 && (
          <>
            <dt>{t('course.mode')}</dt>
            <dd>{format.orList(course.modes.map((mode) => t(`mode.${mode}`)))}</dd>
          </>
        )}
      </dl>
      <h3>{t('course.batches')}</h3>
      {course.batches.length ? (
        <Batches data-testid="course-batches">
          {shown.batches.map((batch, i) => (
            <li key={`${i}:${batch.text}`} lang={batch.lang}>
              <Icon name="clock" size={18} />
              {batch.text}
            </li>
          ))}
        </Batches>
      ) : (
        <p className="note">{t('course.askBatches')}</p>
      )}
      <div className="cta">
        <EnrollButtons course={course} />
        <CourseWhatsAppButton course={course} />
        {tel && (
          <a className="call" href={`tel:+${tel}`}>
            {t('course.call', { phone })}
          </a>
        )}
      </div>
    </Card>
  );
}
