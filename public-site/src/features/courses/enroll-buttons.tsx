import type { PublicCourse } from '@dds/shared/schemas';
import { useAdmissionCatalogue } from '../../content/courses';
import { ButtonLink } from '../../ui/button';
import { enrollHref } from './enroll-link';
import { useInterfaceText } from '../../i18n/interface-text';
import { uiText } from '../../ui/ui-text';
import { courseText } from './course-text';
import { useCourseText } from '../../content/record-text';

const text = { ...uiText, ...courseText };

/**
 * Enroll Now for a course page: one button preselecting the course and its mode, or one per mode
 * when the course is taught both ways ("Enroll Now — Online").
 */
export function EnrollButtons({
  course,
  variant = 'primary',
  className,
}: {
  course: PublicCourse;
  variant?: 'primary' | 'light';
  className?: string;
}) {
  const catalogue = useAdmissionCatalogue();
  const t = useInterfaceText(text);
  const name = useCourseText()(course).name.text;
  if (course.modes.length < 2) {
    return (
      <ButtonLink
        to={enrollHref(course, catalogue)}
        variant={variant}
        className={className}
        aria-label={t('course.enrollLabel', { course: name })}
      >
        {t('course.enroll')}
      </ButtonLink>
    );
  }
  return (
    <>
      {course.modes.map((mode) => (
        <ButtonLink
          key={mode}
          to={enrollHref(course, catalogue, mode)}
          variant={variant}
          className={className}
          aria-label={t('course.enrollModeLabel', { mode: t(`mode.${mode}`), course: name })}
        >
          {t('course.enrollMode', { mode: t(`mode.${mode}`) })}
        </ButtonLink>
      ))}
    </>
  );
}
