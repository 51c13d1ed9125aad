import { useSearchParams } from 'react-router-dom';
import { useCourses } from '../content/courses';
import { InquiryForm } from '../features/inquiry/inquiry-form';
import { useSiteText } from '../content/site-content';
import { Seo } from '../ui/seo';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/pages';

/** /inquiryform: the student inquiry (docs/contract.md §2), or with `?kind=business` a project inquiry from a services page. */
export function InquiryPage() {
  const { pages: pageText } = useSiteText();
  const [params] = useSearchParams();
  const business = params.get('kind') === 'business';
  // "Send an inquiry" on a course page (`?course=<its page address>`): the inquiry records that course.
  const courses = useCourses();
  const slug = params.get('course');
  const coursePage = business || !slug ? undefined : courses.find((c) => c.slug === slug)?.name;
  return (
    <main id="main">
      {business ? (
        <Seo title={pageText.businessInquiry.title} description={pageText.businessInquiry.description} />
      ) : (
        <Seo title={pageText.inquiry.title} description={pageText.inquiry.description} />
      )}
      <InquiryForm
        headingLevel={1}
        kind={business ? 'business' : 'student'}
        topic={params.get('topic') ?? undefined}
        coursePage={coursePage}
      />
    </main>
  );
}
