import { useSiteContent } from '../content/site-content';
import { InquiryForm } from '../features/inquiry/inquiry-form';
import { AboutBlock } from '../features/landing/about-block';
import { CourseGrid } from '../features/landing/course-grid';
import { Hero } from '../features/landing/hero';
import { Highlights } from '../features/landing/highlights';
import { LogoBanner } from '../features/landing/logo-banner';
import { Testimonials } from '../features/people/testimonials';
import { HydrateApart } from '../ui/hydrate-apart';
import { Seo } from '../ui/seo';

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
      {/* Every section, the hero too, hydrates on its own: no one task hydrates half the page. */}
      <HydrateApart>
        <Hero />
      </HydrateApart>
      <HydrateApart>
        <AboutBlock />
      </HydrateApart>
      <HydrateApart>
        <Highlights />
      </HydrateApart>
      <HydrateApart>
        <LogoBanner />
      </HydrateApart>
      <HydrateApart>
        <CourseGrid />
      </HydrateApart>
      <HydrateApart>
        <Testimonials testimonials={testimonials} />
      </HydrateApart>
      <HydrateApart>
        <InquiryForm />
      </HydrateApart>
    </main>
  );
}
