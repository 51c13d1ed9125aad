import { useInstituteName, useSiteContent, useSiteText } from '../content/site-content';
import { AboutBlock } from '../features/landing/about-block';
import { Hero } from '../features/landing/hero';
import { Highlights } from '../features/landing/highlights';
import { LogoBanner } from '../features/landing/logo-banner';
import { deferredSection } from '../ui/deferred-section';
import { HydrateApart } from '../ui/hydrate-apart';
import { JsonLd } from '../features/seo/json-ld';
import { organizationStructuredData } from '../features/seo/organization-structured-data';
import { Seo } from '../ui/seo';

// Far below the fold on every screen: their code (one chunk) loads, and they hydrate, when the reader comes near.
const CourseGrid = deferredSection('course-grid', async () => (await import(/* webpackChunkName: "home-below" */ '../features/landing/course-grid')).CourseGrid);
const Testimonials = deferredSection('testimonials', async () => (await import(/* webpackChunkName: "home-below" */ '../features/people/testimonials')).Testimonials);
const InquiryForm = deferredSection('inquiry-form', async () => (await import(/* webpackChunkName: "home-below" */ '../features/inquiry/inquiry-form')).InquiryForm);

/**
 * SPEC.md §2 landing order: hero, about, highlights, logo banner, course grid, inquiry form — with
 * students' testimonials before the form once the admin has entered some.
 */
export function HomePage() {
  const { testimonials = [], settings, origin } = useSiteContent();
  const institute = useInstituteName();
  const { seo } = useSiteText().home;
  return (
    <main id="main">
      <Seo title={seo.title} description={seo.description} />
      {/* The institute for search engines: name, address, phone, hours, map and profiles from Settings. */}
      <JsonLd data={organizationStructuredData(settings, institute, origin)} />
      {/* Every section hydrates on its own: no one task hydrates half the page. */}
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
      <CourseGrid />
      <Testimonials testimonials={testimonials} />
      <InquiryForm />
    </main>
  );
}
