import { useParams } from 'react-router-dom';
import { CourseForm } from '../features/courses/course-form';
import { PageTitle } from '../ui/controls';
import { NotFoundPage } from './not-found-page';
import { useAdminText } from '../i18n/admin-text';
import { coursesText } from '../features/courses/courses-text';

/** /admin/courses/new and /admin/courses/<id>. */
export function CourseEditPage() {
  const t = useAdminText(coursesText);
  const { id = 'new' } = useParams();
  const number = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (id !== 'new' && number === null) return <NotFoundPage />;
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <PageTitle css={{ marginBottom: 0 }}>{t(number === null ? 'course.addTitle' : 'course.editTitle')}</PageTitle>
      <CourseForm id={number} />
    </div>
  );
}
