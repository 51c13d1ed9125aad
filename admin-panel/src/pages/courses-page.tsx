import { CourseList } from '../features/courses/course-list';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';

export function CoursesPage() {
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 1100 }}>
      <div>
        <PageTitle css={{ marginBottom: 6 }}>Courses</PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>
          The courses on the Offline and Online pages, the home page and the admission form, each with its own page.
          Every change is live on the site at once.
        </p>
      </div>
      <CourseList />
    </div>
  );
}
