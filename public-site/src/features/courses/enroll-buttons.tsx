import type { PublicCourse } from '@dds/shared/schemas';
import { useAdmissionCatalogue } from '../../content/courses';
import { ButtonLink } from '../../ui/button';
import { enrollHref } from './enroll-link';

/**
 * Enroll Now for a course page: one button preselecting the course and its mode, or one per mode
 * when the course is taught both ways ("Enroll Now — Online").
 */
export function EnrollButtons({ course, variant = 'primary', className }: { course: PublicCourse; variant?: 'primary' | 'light'; className?: string }) {
  const catalogue = useAdmissionCatalogue();
  if (course.modes.length < 2) {
    return (
      <ButtonLink to={enrollHref(course, catalogue)} variant={variant} className={className} aria-label={`Enroll Now: ${course.name}`}>
        Enroll Now
      </ButtonLink>
    );
  }
  return (
    <>
      {course.modes.map((mode) => (
        <ButtonLink key={mode} to={enrollHref(course, catalogue, mode)} variant={variant} className={className} aria-label={`Enroll Now — ${mode}: ${course.name}`}>
          Enroll Now — {mode}
        </ButtonLink>
      ))}
    </>
  );
}
