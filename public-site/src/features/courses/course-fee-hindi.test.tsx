import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { WithContent, aCourse } from '../../test/courses';
import { InLanguage } from '../../test/language';
import { CourseFeeCard } from './course-fee-card';

// Amounts through Intl with Indian grouping in both languages (decision 026 §4), the words around them in the page's.

function renderCard(language: SiteLanguage, fee: number, feeFrom: boolean) {
  const course = aCourse({ name: 'Tally + GST', fee, feeFrom, modes: ['Online', 'Offline'], duration: '3 months' });
  render(
    <MemoryRouter>
      <InLanguage language={language}>
        <WithContent courses={[course]}>
          <CourseFeeCard course={course} />
        </WithContent>
      </InLanguage>
    </MemoryRouter>,
  );
  return within(screen.getByTestId('course-fee-card'));
}

test('English: "₹1,25,000", "from ₹4,500", the modes joined by "or"', () => {
  let card = renderCard('en', 125000, false);
  expect(card.getByTestId('course-fee')).toHaveTextContent(/^Course fee₹1,25,000$/);
  expect(card.getByText('Online or Offline')).toBeInTheDocument();
  document.body.innerHTML = '';
  card = renderCard('en', 4500, true);
  expect(card.getByTestId('course-fee')).toHaveTextContent(/^Course feefrom ₹4,500$/);
});

test('Hindi: the same Indian grouping in Latin digits, the words in Hindi', () => {
  let card = renderCard('hi', 125000, false);
  expect(card.getByTestId('course-fee')).toHaveTextContent(/^कोर्स फ़ीस₹1,25,000$/);
  expect(card.getByText('ऑनलाइन या ऑफ़लाइन')).toBeInTheDocument();
  expect(card.getByRole('heading', { name: 'फ़ीस और बैच' })).toBeInTheDocument();
  document.body.innerHTML = '';
  card = renderCard('hi', 4500, true);
  expect(card.getByTestId('course-fee')).toHaveTextContent(/^कोर्स फ़ीस₹4,500 से शुरू$/);
});
