import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
import type { SiteTextOverrides } from '@dds/shared/schemas/site-text';
import '@dds/shared/schemas/site-text-hi/register';
import { AboutBlock } from '../features/landing/about-block';
import { LogoBanner } from '../features/landing/logo-banner';
import Footer from '../layout/footer';
import { AboutPage } from '../pages/about-page';
import { DonationPage } from '../pages/donation-page';
import { LanguageProvider } from './language';
import { SiteContentProvider } from './site-content';

// A text the owner reworded in English and not yet in Hindi shows in English on a Hindi page, and
// the element that shows it says so with lang="en" (docs/decisions/026-hindi.md §3): a screen
// reader reads it as English, and the page states the fallback rather than hiding it. One text per
// section that marks its texts; the hero has its own tests (./site-text-language.test.tsx).

function renderHindi(ui: React.ReactElement, english?: Record<string, string>) {
  const texts: SiteTextOverrides | undefined = english ? { en: english } : undefined;
  const content: SiteContent = { ...EMPTY_SITE_CONTENT, texts };
  return render(
    <MemoryRouter initialEntries={['/hi']}>
      <LanguageProvider value="hi">
        <SiteContentProvider value={content}>{ui}</SiteContentProvider>
      </LanguageProvider>
    </MemoryRouter>,
  );
}

const REWORDED = [
  { section: 'home: about block paragraph', ui: <AboutBlock />, key: 'home.about.paragraphs.0' },
  { section: 'home: about block heading', ui: <AboutBlock />, key: 'home.about.title' },
  { section: 'home: logo banner', ui: <LogoBanner />, key: 'home.banner.title' },
  { section: 'footer', ui: <Footer />, key: 'footer.blurb' },
  { section: 'About: hero', ui: <AboutPage />, key: 'about.hero.title' },
  { section: 'About: vision', ui: <AboutPage />, key: 'about.vision.text' },
  { section: 'Donation: a claim card', ui: <DonationPage />, key: 'donation.claims.0.title' },
  { section: 'Donation: a step', ui: <DonationPage />, key: 'donation.steps.0' },
];

describe.each(REWORDED)('$section', ({ ui, key }) => {
  const english = `Reworded by the owner (${key})`;

  it('shows the owner’s new English marked lang="en" on a Hindi page', () => {
    renderHindi(ui, { [key]: english });
    expect(screen.getByText(english)).toHaveAttribute('lang', 'en');
  });

  it('marks nothing as English while every text has its Hindi', () => {
    const { container } = renderHindi(ui);
    const marked = [...container.querySelectorAll('[lang="en"]')];
    expect(marked.map((el) => el.textContent)).toEqual([]);
  });
});
