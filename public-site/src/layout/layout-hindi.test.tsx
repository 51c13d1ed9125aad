import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { SiteContentProvider } from '../content/site-content';
import { InLanguage } from '../test/language';
import Footer from './footer';
import Header from './header';

// The header's menu and the footer's fixed words in the page's language (decision 026 §2).

function renderFrame(language: SiteLanguage) {
  render(
    <MemoryRouter>
      <InLanguage language={language}>
        <SiteContentProvider
          value={{ ...EMPTY_SITE_CONTENT, settings: { ...EMPTY_SITE_CONTENT.settings, whatsapp: '9123456789' } }}
        >
          <Header />
          <Footer />
        </SiteContentProvider>
      </InLanguage>
    </MemoryRouter>,
  );
}
const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link', { hidden: true })
    .map((a) => a.textContent);

test('a Hindi page: the menu, its groups and the certificate button in Hindi, to the same addresses', () => {
  renderFrame('hi');
  const menu = screen.getByRole('navigation', { name: 'मुख्य मेनू' });
  expect(within(menu).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about1');
  expect(within(menu).getByRole('link', { name: 'प्रमाणपत्र डाउनलोड करें' })).toHaveAttribute('href', '/GetInTouch');
  expect(within(menu).getByRole('link', { name: 'डिजिटल मार्केटिंग', hidden: true })).toHaveAttribute('href', '/digital');
  expect([...menu.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['सेवाएँ', 'कार्यक्रम', 'कोर्स']);
  expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
});

test('a Hindi page: the footer’s headings, links and fixed lines in Hindi, the year in Latin digits', () => {
  renderFrame('hi');
  const footer = screen.getByRole('contentinfo');
  expect(
    within(footer)
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toEqual(['उपयोगी लिंक', 'हमारे कोर्स', 'संपर्क करें']);
  expect(linkNames(within(footer).getByRole('navigation', { name: 'नीतियाँ' }))).toEqual([
    'गोपनीयता नीति',
    'सेवा की शर्तें',
    'साइटमैप',
  ]);
  expect(within(footer).getByText(/सर्वाधिकार सुरक्षित।/).firstChild?.textContent).toBe(
    `© ${new Date().getFullYear()} DDS Group of Institutions. सर्वाधिकार सुरक्षित।`,
  );
  const chat = within(footer).getByRole('link', { name: 'व्हाट्सऐप पर बात करें (व्हाट्सऐप, नए टैब में खुलेगा)' });
  expect(decodeURIComponent(chat.getAttribute('href')!)).toContain('नमस्ते, मुझे आपके कोर्सों के बारे में जानकारी चाहिए।');
});

test('an English page keeps the contract’s menu and footer words', () => {
  renderFrame('en');
  const menu = screen.getByRole('navigation', { name: 'Main' });
  expect(linkNames(menu).slice(0, 3)).toEqual(['Home', 'About', 'Donation']);
  expect([...menu.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['Services', 'Events', 'Course']);
  const footer = screen.getByRole('contentinfo');
  expect(
    within(footer)
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toEqual(['Quick Links', 'Our Courses', 'Contact Us']);
  expect(within(footer).getByText(/All rights reserved\./).firstChild?.textContent).toBe(
    `© ${new Date().getFullYear()} DDS Group of Institutions. All rights reserved.`,
  );
});
