import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '@dds/shared/schemas/content-hi/register';
import type { PublicCourse } from '@dds/shared/schemas';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { WithContent, aCourse } from '../../test/courses';
import { InLanguage } from '../../test/language';
import { CourseCards } from './course-cards';

// A course's words on a Hindi page (docs/decisions/026-hindi.md §3): the owner's Hindi, else the
// shipped Hindi while the English is the shipped one, else the English marked lang="en".

function renderCards(language: SiteLanguage, course: PublicCourse) {
  render(
    <MemoryRouter>
      <InLanguage language={language}>
        <WithContent courses={[course]}>
          <CourseCards courses={[course]} mode="Offline" />
        </WithContent>
      </InLanguage>
    </MemoryRouter>,
  );
  return within(screen.getByTestId('course-cards'));
}

const seeded = () =>
  aCourse({
    name: 'ADCA + CCC',
    description: 'Advanced diploma together with the NIELIT CCC certificate.',
    duration: '12 months',
  });

test('a seeded course on a Hindi page: the shipped Hindi, nothing marked English', () => {
  const card = renderCards('hi', seeded());
  expect(card.getByRole('link', { name: 'एडीसीए + सीसीसी (ADCA + CCC)' })).not.toHaveAttribute('lang');
  expect(card.getByText('एडवांस डिप्लोमा, साथ में NIELIT का CCC प्रमाणपत्र।')).not.toHaveAttribute('lang');
  expect(card.getByText('12 महीने')).toBeInTheDocument();
  expect(screen.getByTestId('course-cards').querySelectorAll('[lang="en"]')).toHaveLength(0);
});

test('a reworded name: English, marked lang="en"; the owner’s Hindi once written; English pages unchanged', () => {
  let card = renderCards('hi', { ...seeded(), name: 'ADCA Plus' });
  expect(card.getByRole('link', { name: 'ADCA Plus' })).toHaveAttribute('lang', 'en');
  expect(card.getByText('12 महीने')).not.toHaveAttribute('lang');
  document.body.innerHTML = '';
  card = renderCards('hi', { ...seeded(), name: 'ADCA Plus', hindi: { 'ADCA Plus': 'एडीसीए प्लस' } });
  expect(card.getByRole('link', { name: 'एडीसीए प्लस' })).not.toHaveAttribute('lang');
  document.body.innerHTML = '';
  card = renderCards('en', { ...seeded(), name: 'ADCA Plus', hindi: { 'ADCA Plus': 'एडीसीए प्लस' } });
  expect(card.getByRole('link', { name: 'ADCA Plus' })).not.toHaveAttribute('lang');
});
