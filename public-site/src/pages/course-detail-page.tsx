import { useParams } from 'react-router-dom';
import { findCourseBySlug } from '@dds/shared/schemas/course-lists';
import { useCourses } from '../content/courses';
import { CourseDetail } from '../features/courses/course-detail';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { NotFoundPage } from './not-found-page';

/** /courses/<slug>: the page of a visible course; any other slug is the not-found page (the server answers it 404). */
export function CourseDetailPage() {
  const { slug = '' } = useParams();
  const course = findCourseBySlug(useCourses(), slug);
  if (!course) return <NotFoundPage />;
  return (
    <main id="main">
      <Seo title={course.name} description={course.description} />
      <Static name="course">
        <CourseDetail course={course} />
      </Static>
    </main>
  );
}
