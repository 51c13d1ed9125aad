import type { PublicCourse } from '@dds/shared/schemas';

/**
 * schema.org `Course` for search engines: the course, who teaches it (the institute's name from
 * Settings), how it is taught, what it covers and, when a fee is set, its price in rupees.
 */
export function courseStructuredData(course: PublicCourse, provider: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    provider: { '@type': 'Organization', name: provider },
  };
  if (course.fee !== null) {
    data.offers = {
      '@type': 'Offer',
      category: 'Paid',
      priceCurrency: 'INR',
      // "from ₹…": the lowest price, not the price.
      ...(course.feeFrom ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: course.fee, priceCurrency: 'INR' } } : { price: course.fee }),
    };
  }
  if (course.modes.length) {
    data.hasCourseInstance = course.modes.map((mode) => ({ '@type': 'CourseInstance', courseMode: mode === 'Online' ? 'Online' : 'Onsite' }));
  }
  if (course.syllabus.length) data.syllabusSections = course.syllabus.map((name) => ({ '@type': 'Syllabus', name }));
  if (course.eligibility) data.coursePrerequisites = course.eligibility;
  return data;
}

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function CourseStructuredData({ course, provider }: { course: PublicCourse; provider: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(courseStructuredData(course, provider)) }} />;
}
