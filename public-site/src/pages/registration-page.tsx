import { PageHero } from '../ui/page-hero';
import { Seo } from '../ui/seo';

/** SPEC.md §2: /registrationform is a banner heading only. */
export function RegistrationPage() {
  return (
    <main id="main">
      <Seo title="Registration Form" description="Registration at DDS." />
      <PageHero title="Registration Form" />
    </main>
  );
}
