import type { PublicCourse } from '@dds/shared/schemas';
import { coursePath } from '@dds/shared/schemas/course-lists';
import { isoCourseDuration } from '../seo/course-duration';
import { JsonLd, siteUrl } from '../seo/json-ld';

/** Who teaches: the institute by its name in Settings, and its site. */
export interface CourseProvider {
  name: string;
  origin?: string;
}

const providerOf = ({ name, origin }: CourseProvider) => ({
  '@type': 'Organization',
  name,
  ...(origin ? { url: `${origin}/` } : {}),
});

/**
 * schema.org `Course` for Google's course info and course list results
 * (docs/decisions/017-search-and-sharing.md): name, description, provider, an offer and one
 * instance per mode it is taught in. Every value is the course record's own:
 * - the offer is "Paid" — the page itself says to ask for the fee — with the price only when the
 *   admin has set one ("from ₹…" as the lowest price); a fee of ₹0 is "Free";
 * - each instance's `courseWorkload` is the course's duration ("3 months" → P3M), left out when
 *   the duration is not a plain number of hours, days, weeks, months or years;
 * - a course taught in no mode has no instance (none is made up: the admin ticks its mode).
 */
export function courseStructuredData(course: PublicCourse, provider: CourseProvider): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': siteUrl(provider.origin, coursePath(course.slug)),
    url: siteUrl(provider.origin, coursePath(course.slug)),
    name: course.name,
    description: course.description,
    provider: providerOf(provider),
    inLanguage: 'en',
  };
  const price =
    course.fee === null
      ? {}
      : course.feeFrom
        ? {
            priceCurrency: 'INR',
            priceSpecification: { '@type': 'PriceSpecification', minPrice: course.fee, priceCurrency: 'INR' },
          }
        : { price: course.fee, priceCurrency: 'INR' };
  data.offers = { '@type': 'Offer', category: course.fee === 0 ? 'Free' : 'Paid', ...price };
  const workload = isoCourseDuration(course.duration);
  if (course.modes.length) {
    data.hasCourseInstance = course.modes.map((mode) => ({
      '@type': 'CourseInstance',
      courseMode: mode === 'Online' ? 'Online' : 'Onsite',
      ...(workload ? { courseWorkload: workload } : {}),
    }));
  }
  if (course.syllabus.length) data.syllabusSections = course.syllabus.map((name) => ({ '@type': 'Syllabus', name }));
  if (course.eligibility) data.coursePrerequisites = course.eligibility;
  return data;
}

export function CourseStructuredData({ course, provider }: { course: PublicCourse; provider: CourseProvider }) {
  return <JsonLd data={courseStructuredData(course, provider)} />;
}

/**
 * A course list page's schema.org `ItemList` (Google's course list, "summary page" form): each
 * course by its position and the URL of its own page, which carries the `Course` block.
 */
export function courseListStructuredData(courses: PublicCourse[], origin: string | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: siteUrl(origin, coursePath(course.slug)),
    })),
  };
}
