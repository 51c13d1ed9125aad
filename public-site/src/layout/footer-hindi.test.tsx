import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT, type SiteSettings } from '@dds/shared/schemas';
import type { HindiMemory } from '@dds/shared/schemas/content-hindi';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { SiteContentProvider } from '../content/site-content';
import { InLanguage } from '../test/language';
import Footer from './footer';

// The address and office hours on a Hindi page (docs/decisions/026-hindi.md §3): the owner's Hindi of
// the English as it now reads, else the English marked lang="en". English pages show them as typed.

const settings: Partial<SiteSettings> = {
  address: 'Station Road\nSitapur 261001',
  officeHours: 'Mon–Sat, 9 am – 6 pm',
  phone: '+91 98765 43210',
};

function renderFooter(language: SiteLanguage, settingsHindi?: HindiMemory) {
  render(
    <MemoryRouter>
      <InLanguage language={language}>
        <SiteContentProvider
          value={{
            ...EMPTY_SITE_CONTENT,
            settings: { ...EMPTY_SITE_CONTENT.settings, ...settings },
            ...(settingsHindi ? { settingsHindi } : {}),
          }}
        >
          <Footer />
        </SiteContentProvider>
      </InLanguage>
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

test('a Hindi page shows the owner’s Hindi address and office hours, nothing of them marked English', () => {
  const footer = renderFooter('hi', {
    [settings.address!]: 'स्टेशन रोड\nसीतापुर 261001',
    [settings.officeHours!]: 'सोम–शनि, सुबह 9 – शाम 6',
  });
  expect(within(footer).getByText(/स्टेशन रोड/)).toHaveTextContent('स्टेशन रोड सीतापुर 261001');
  expect(within(footer).getByText(/स्टेशन रोड/)).not.toHaveAttribute('lang');
  expect(within(footer).getByText('सोम–शनि, सुबह 9 – शाम 6')).not.toHaveAttribute('lang');
  expect(within(footer).queryByText(/Station Road|Mon–Sat/)).not.toBeInTheDocument();
});

test('a setting without Hindi, or reworded since its Hindi was written, shows its English marked lang="en"', () => {
  const footer = renderFooter('hi', { 'Mon–Fri, 9 am – 5 pm': 'सोम–शुक्र, सुबह 9 – शाम 5' });
  expect(within(footer).getByText('Mon–Sat, 9 am – 6 pm')).toHaveAttribute('lang', 'en');
  expect(within(footer).getByText(/Station Road/)).toHaveAttribute('lang', 'en');
  // The phone number is the same in every language: never marked.
  expect(within(footer).getByRole('link', { name: '+91 98765 43210' })).not.toHaveAttribute('lang');
});

test('an English page shows the settings as typed, unmarked, even with Hindi in the content', () => {
  const footer = renderFooter('en', { [settings.officeHours!]: 'सोम–शनि, सुबह 9 – शाम 6' });
  expect(within(footer).getByText('Mon–Sat, 9 am – 6 pm')).not.toHaveAttribute('lang');
  expect(within(footer).getByText(/Station Road/)).not.toHaveAttribute('lang');
  expect(footer).not.toHaveTextContent('सोम');
});
