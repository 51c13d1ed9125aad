import { useSiteContent } from '../content/site-content';
import { Hero } from '../features/landing/hero';
import { Testimonials } from '../features/people/testimonials';
import { HydrateApart } from '../ui/hydrate-apart';
import { hydrateWhenVisible } from '../ui/hydrate-when-visible';
import { Seo } from '../ui/seo';

// Below the hero: each section's code loads, and the section hydrates, when it comes near the
// viewport. The first paint of a phone pays only for the header and the hero. Testimonials stay
// in the page's chunk: often there are none, and a part with no HTML is never near, so its code
// would be missing from the service worker's cache for an offline visit rendered without HTML.
const AboutBlock = hydrateWhenVisible(async () => (await import('../features/landing/about-block')).AboutBlock);
const Highlights = hydrateWhenVisible(async () => (await import('../features/landing/highlights')).Highlights);
const LogoBanner = hydrateWhenVisible(async () => (await import('../features/landing/logo-banner')).LogoBanner);
const CourseGrid = hydrateWhenVisible(async () => (await import('../features/landing/course-grid')).CourseGrid);
const InquiryForm = hydrateWhenVisible(async () => (await import('../features/inquiry/inquiry-form')).InquiryForm);

/**
 * SPEC.md §2 landing order: hero, about, highlights, logo banner, course grid, inquiry form — with
 * students' testimonials before the form once the admin has entered some.
 */
export function HomePage() {
  const { testimonials = [] } = useSiteContent();
  return (
    <main id="main">
      <Seo
        title="Learn English & Computer Skills"
        description="DDS: spoken English, personality development, DCA, ADCA, Tally, programming and digital marketing courses with 100% job placement assistance."
      />
      <Hero />
      {/* The hero holds the first paint; every section after it hydrates on its own, when near. */}
      <AboutBlock />
      <Highlights />
      <LogoBanner />
      <CourseGrid />
      <HydrateApart>
        <Testimonials testimonials={testimonials} />
      </HydrateApart>
      <InquiryForm />
    </main>
  );
}
