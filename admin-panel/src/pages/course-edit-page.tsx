import { useParams } from 'react-router-dom';
import { CourseForm } from '../features/courses/course-form';
import { PageTitle } from '../ui/controls';
import { NotFoundPage } from './not-found-page';

/** /admin/courses/new and /admin/courses/<id>. */
export function CourseEditPage() {
  const { id = 'new' } = useParams();
  const number = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (id !== 'new' && number === null) return <NotFoundPage />;
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <PageTitle css={{ marginBottom: 0 }}>{number === null ? 'Add a course' : 'Edit course'}</PageTitle>
      <CourseForm id={number} />
    </div>
  );
}
