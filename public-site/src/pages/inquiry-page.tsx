import { useSearchParams } from 'react-router-dom';
import { useCourses } from '../content/courses';
import { InquiryForm } from '../features/inquiry/inquiry-form';
import { Seo } from '../ui/seo';

/** /inquiryform: the student inquiry (SPEC.md §2), or with `?kind=business` a project inquiry from a services page. */
export function InquiryPage() {
  const [params] = useSearchParams();
  const business = params.get('kind') === 'business';
  // "Send an inquiry" on a course page (`?course=<its page address>`): the inquiry records that course.
  const courses = useCourses();
  const slug = params.get('course');
  const coursePage = business || !slug ? undefined : courses.find((c) => c.slug === slug)?.name;
  return (
    <main id="main">
      {business ? (
        <Seo title="Talk to us about your project" description="Tell DDS about your project: websites, digital marketing, SEO, content, design and video. Our team will call you back." />
      ) : (
        <Seo title="Contact Us — Student Inquiry" description="Ask DDS about spoken English and computer courses. Send your inquiry and our counsellor will call you back." />
      )}
      <InquiryForm headingLevel={1} kind={business ? 'business' : 'student'} topic={params.get('topic') ?? undefined} coursePage={coursePage} />
    </main>
  );
}
