import type { PublicCourse } from '@dds/shared/schemas';
import { coursePath } from '@dds/shared/schemas/course-lists';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { languagePath } from '@dds/shared/language-paths';
import { useLanguage } from '../../content/language';
import { useCourseText, type ShownCourse } from '../../content/record-text';
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
 *
 * On a Hindi page (docs/decisions/026-hindi.md §3) the block describes that page: its address
 * (`/hi/courses/…`), `inLanguage: 'hi'`, and the words the page shows — name, description, syllabus,
 * eligibility in the owner's or the shipped Hindi, the English where the page shows English. Google
 * reads structured data per page, and a Hindi result should name the course as the page does.
 */
export function courseStructuredData(
  course: PublicCourse,
  provider: CourseProvider,
  /** The page's language and the course's texts as that page shows them (useCourseText). */
  page: { language: SiteLanguage; shown: ShownCourse },
): Record<string, unknown> {
  const { language, shown } = page;
  const address = siteUrl(provider.origin, languagePath(language, coursePath(course.slug)));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': address,
    url: address,
    name: shown.name.text,
    description: shown.description.text,
    provider: providerOf(provider),
    inLanguage: language,
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
  if (course.syllabus.length)
    data.syllabusSections = shown.syllabus.map(({ text }) => ({ '@type': 'Syllabus', name: text }));
  if (course.eligibility) data.coursePrerequisites = shown.eligibility.text;
  return data;
}

export function CourseStructuredData({ course, provider }: { course: PublicCourse; provider: CourseProvider }) {
  const language = useLanguage();
  const shown = useCourseText()(course);
  return <JsonLd data={courseStructuredData(course, provider, { language, shown })} />;
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
