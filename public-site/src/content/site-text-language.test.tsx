import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
import { EN_SITE_TEXT, type SiteTextOverrides } from '@dds/shared/schemas/site-text';
import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';

import { Hero } from '../features/landing/hero';
import { LanguageProvider } from './language';
import { SiteContentProvider } from './site-content';

// The site's own words in the page's language (docs/decisions/026-hindi.md), through the same
// LanguageProvider the router sets from the path (/hi is Hindi).

function renderHero(language: 'en' | 'hi', texts?: SiteTextOverrides) {
  const content: SiteContent = { ...EMPTY_SITE_CONTENT, texts };
  return render(
    <MemoryRouter>
      <LanguageProvider value={language}>
        <SiteContentProvider value={content}>
          <Hero />
        </SiteContentProvider>
      </LanguageProvider>
    </MemoryRouter>,
  );
}

test('a Hindi page shows the shipped Hindi, with no element marked as English', () => {
  const { container } = renderHero('hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HI_SITE_TEXT.home.hero.headline);
  expect(screen.getByText(HI_SITE_TEXT.home.hero.placement)).toBeInTheDocument();
  expect(container.querySelectorAll('[lang]')).toHaveLength(0);
});

test('an English page is unchanged by the Hindi texts the owner saved', () => {
  renderHero('en', { hi: { 'home.hero.headline': 'अंग्रेज़ी सीखें' } });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(EN_SITE_TEXT.home.hero.headline);
});

test('the owner’s Hindi wins on the Hindi page', () => {
  renderHero('hi', { hi: { 'home.hero.headline': 'अंग्रेज़ी और कंप्यूटर, एक ही जगह' } });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अंग्रेज़ी और कंप्यूटर, एक ही जगह');
});

test('a Hindi page whose Hindi is missing (the owner reworded the English) shows the English and marks it lang="en"', () => {
  renderHero('hi', {
    en: { 'home.hero.headline': 'Speak English, get hired', 'home.hero.figures.0.value': '2 Lakh+' },
  });
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent('Speak English, get hired');
  expect(heading).toHaveAttribute('lang', 'en');
  expect(screen.getByText('2 Lakh+')).toHaveAttribute('lang', 'en');
  // Its neighbours are still Hindi and inherit the page's language.
  expect(screen.getByText(HI_SITE_TEXT.home.hero.lead)).not.toHaveAttribute('lang');
  expect(screen.getByText(HI_SITE_TEXT.home.hero.figures[0]!.label)).not.toHaveAttribute('lang');
});

test('a claim the owner took back in English is off the Hindi page too', () => {
  renderHero('hi', { en: { 'home.hero.placement': '' } });
  expect(screen.queryByText(HI_SITE_TEXT.home.hero.placement)).not.toBeInTheDocument();
});
