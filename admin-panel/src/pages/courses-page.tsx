import { CourseList } from '../features/courses/course-list';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';
import { useAdminText } from '../i18n/admin-text';
import { coursesText } from '../features/courses/courses-text';

export function CoursesPage() {
  const t = useAdminText(coursesText);
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 1100 }}>
      <div>
        <PageTitle css={{ marginBottom: 6 }}>{t('courses.title')}</PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>{t('courses.lead')}</p>
      </div>
      <CourseList />
    </div>
  );
}
