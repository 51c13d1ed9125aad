import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { DONATION_CLAIM_ICONS } from '../content/donation';
import { withIcons } from '../content/home';
import { useSiteText, useTextLang } from '../content/site-content';
import { Button } from '../ui/button';
import { InfoCards } from '../ui/info-cards';
import { PageHero } from '../ui/page-hero';
import { Container, Section, SectionHeading } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color, radius } from '../ui/theme';
import { visuallyHidden } from '../ui/visually-hidden';
import { useInterfaceText } from '../i18n/interface-text';
import { donationText } from '../features/donation/donation-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/donation';

// The modal (and its QR encoder) loads only when a visitor decides to donate.
const DonationModal = lazy(async () => ({
  default: (await import('../features/donation/donation-modal')).DonationModal,
}));

const Steps = styled.ol`
  counter-reset: step;
  list-style: none;
  margin: 0 auto 32px;
  padding: 0;
  max-width: 640px;
  display: grid;
  gap: 12px;
  li { counter-increment: step; display: flex; gap: 14px; align-items: center; padding: 14px 16px; border-radius: ${radius.md}; background: ${color.white}; border: 1px solid ${color.line}; }
  li::before { content: counter(step); flex: none; display: grid; place-items: center; width: 34px; height: 34px; border-radius: 50%; background: ${color.brand}; color: ${color.white}; font-weight: 700; }
`;

export function DonationPage() {
  const [open, setOpen] = useState(false);
  const { donation: donationPage } = useSiteText();
  const lang = useTextLang();
  const t = useInterfaceText(donationText);
  return (
    <main id="main">
      <Seo title={donationPage.seo.title} description={donationPage.seo.description} />
      <Static name="donation-top">
        <PageHero eyebrow={donationPage.hero.eyebrow} title={donationPage.hero.title} lead={donationPage.hero.lead} />
        <Section tone="cream" aria-labelledby="why-title">
          <Container>
            {/* The cards are h3s: an h2 between them and the page's h1 keeps the outline whole
                (Lighthouse heading-order), hidden because the cards speak for themselves on screen. */}
            <h2 id="why-title" css={visuallyHidden} lang={lang(donationPage.claimsTitle)}>
              {donationPage.claimsTitle}
            </h2>
            <InfoCards cards={withIcons(donationPage.claims, DONATION_CLAIM_ICONS)} min={240} />
          </Container>
        </Section>
      </Static>
      <Section aria-labelledby="how-title">
        <Container>
          <SectionHeading title={t('donation.howTo')} id="how-title" />
          <Steps>
            {donationPage.steps.filter(Boolean).map((s, i) => (
              <li key={i} lang={lang(s)}>
                {s}
              </li>
            ))}
          </Steps>
          <div css={{ display: 'flex', justifyContent: 'center' }}>
            <Button
              type="button"
              onClick={() => setOpen(true)}
              aria-haspopup="dialog"
              css={{ minWidth: 220, fontSize: '1.1rem' }}
            >
              {t('donation.donateNow')}
            </Button>
          </div>
        </Container>
      </Section>
      {open && (
        <Suspense fallback={null}>
          <DonationModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}
