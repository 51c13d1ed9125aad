import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { ButtonLink } from '../ui/button';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { useSiteText } from '../content/site-content';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color } from '../ui/theme';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/pages';
import '@dds/shared/schemas/site-text-en/forms';

/**
 * docs/contract.md §2: /registrationform is a banner heading. A visitor who lands here wants to register,
 * so the way to do it (the admission form) is right under the banner instead of a dead end.
 */
export function RegistrationPage() {
  const { pages: pageText, forms } = useSiteText();
  const copy = forms.registration;
  return (
    <main id="main">
      <Seo title={pageText.registration.title} description={pageText.registration.description} />
      <Static name="registration">
        <PageHero title={copy.bannerTitle} />
        <Section tone="cream" aria-labelledby="register-title">
          <Container css={{ textAlign: 'center', maxWidth: 720 }}>
            <h2 id="register-title">{copy.title}</h2>
            {copy.lead && <p css={{ color: color.muted, fontSize: '1.05rem', marginBottom: 24 }}>{copy.lead}</p>}
            <ButtonLink to={PUBLIC_ROUTES.admission.link}>{copy.button}</ButtonLink>
          </Container>
        </Section>
      </Static>
    </main>
  );
}
