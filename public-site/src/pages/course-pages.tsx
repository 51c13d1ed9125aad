import type { CourseMode } from '@dds/shared/schemas';
import { coursesInMode } from '@dds/shared/schemas/course-lists';
import { CourseCards } from '../features/courses/course-cards';
import { useCourses } from '../content/courses';
import { useSiteContent, useSiteText } from '../content/site-content';
import { courseListStructuredData } from '../features/courses/course-structured-data';
import { JsonLd } from '../features/seo/json-ld';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/course-lists';

/** docs/contract.md §2: the Offline page lists the visible offline courses (21 on a fresh install), the Online page the online ones (5). */
function CoursesView({ mode }: { mode: CourseMode }) {
  const { eyebrow, title, lead, description } = useSiteText().courseLists[mode === 'Offline' ? 'offline' : 'online'];
  const courses = coursesInMode(useCourses(), mode);
  const { origin } = useSiteContent();
  return (
    <main id="main">
      <Seo title={title} description={description} />
      <Static name="courses">
        <PageHero eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <Section tone="cream">
          <Container>
            <CourseCards courses={courses} mode={mode} />
          </Container>
        </Section>
      </Static>
      {/* Google's course list: this page sums up the courses, each one's page carries its details. */}
      {courses.length > 0 && <JsonLd data={courseListStructuredData(courses, origin)} />}
    </main>
  );
}

export const OfflineCoursesPage = () => <CoursesView mode="Offline" />;
export const OnlineCoursesPage = () => <CoursesView mode="Online" />;
