import { useInstituteName, useSiteContent, useSiteText } from '../content/site-content';
import { deferredSection } from '../ui/deferred-section';
import { staticPart } from '../ui/static-section';
import { JsonLd } from '../features/seo/json-ld';
import { organizationStructuredData } from '../features/seo/organization-structured-data';
import { Seo } from '../ui/seo';
import { pageLanguagePart } from '../content/page-language-texts';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/home-seo';

// Text, pictures and links: the server's HTML, never hydrated, its code fetched only if the app
// itself renders the page (a visit by a link in the app).
const LandingSections = staticPart(
  'home-top',
  async () =>
    (await import(/* webpackChunkName: "home-static" */ '../features/landing/landing-sections')).LandingSections,
);
// The page's one island, far below the fold on every screen: its code loads, and it hydrates, when the reader comes near.
// On a Hindi page the form's words come with it.
const InquiryForm = deferredSection('inquiry-form', async () => {
  const [form] = await Promise.all([
    import(/* webpackChunkName: "home-below" */ '../features/inquiry/inquiry-form'),
    pageLanguagePart('forms'),
  ]);
  return form.InquiryForm;
});

/**
 * docs/contract.md §2 landing order: hero, about, highlights, logo banner, course grid, inquiry form — with
 * students' testimonials before the form once the admin has entered some.
 */
export function HomePage() {
  const { settings, origin } = useSiteContent();
  const institute = useInstituteName();
  const { seo } = useSiteText().home;
  return (
    <main id="main">
      <Seo title={seo.title} description={seo.description} />
      {/* The institute for search engines: name, address, phone, hours, map and profiles from Settings. */}
      <JsonLd data={organizationStructuredData(settings, institute, origin)} />
      <LandingSections />
      {/* The page's last section: its style, layout and paint wait until it is near (decision 037). */}
      <InquiryForm belowTheFold={{ phone: 865, wide: 748 }} />
    </main>
  );
}
