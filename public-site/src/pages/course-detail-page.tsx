import { useParams } from 'react-router-dom';
import { findCourseBySlug } from '@dds/shared/schemas/course-lists';
import { useCourses } from '../content/courses';
import { CourseDetail } from '../features/courses/course-detail';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { NotFoundPage } from './not-found-page';
import { useCourseText } from '../content/record-text';

/** /courses/<slug>: the page of a visible course; any other slug is the not-found page (the server answers it 404). */
export function CourseDetailPage() {
  const { slug = '' } = useParams();
  const course = findCourseBySlug(useCourses(), slug);
  const textOf = useCourseText();
  if (!course) return <NotFoundPage />;
  const shown = textOf(course);
  return (
    <main id="main">
      <Seo title={shown.name.text} description={shown.description.text} />
      <Static name="course">
        <CourseDetail course={course} />
      </Static>
    </main>
  );
}
