import { CourseCards } from '../features/courses/course-cards';
import { coursePages, offlineCourses, onlineCourses, type CourseCard } from '../content/courses';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';

function CoursesView({ title, lead, courses, description }: { title: string; lead: string; courses: CourseCard[]; description: string }) {
  return (
    <main id="main">
      <Seo title={title} description={description} />
      <PageHero eyebrow="Courses" title={title} lead={lead} />
      <Section tone="cream">
        <Container>
          <CourseCards courses={courses} />
        </Container>
      </Section>
    </main>
  );
}

export const OfflineCoursesPage = () => (
  <CoursesView
    {...coursePages.offline}
    courses={offlineCourses}
    description="21 classroom courses at DDS: DCA, ADCA + CCC, Tally + GST, O Level, typing, programming, spoken English and interview training."
  />
);
export const OnlineCoursesPage = () => (
  <CoursesView
    {...coursePages.online}
    courses={onlineCourses}
    description="Online courses at DDS: Basic English, Basic Computer, HTML & CSS, JavaScript & React.js and MERN Stack."
  />
);
