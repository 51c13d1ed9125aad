import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WithContent, aCourse } from '../../test/courses';
import { CourseGrid } from './course-grid';
import { Hero } from './hero';

const courses = [
  aCourse({ name: 'ADCA + CCC', slug: 'adca-ccc', shortName: 'ADCA', featuredOrder: 2, gridOrder: 2 }),
  aCourse({
    name: 'DCA (Diploma in Computer Application)',
    slug: 'dca',
    shortName: 'DCA',
    featuredOrder: 3,
    gridOrder: 1,
  }),
  aCourse({ name: 'Spoken English', slug: 'spoken-english', shortName: 'English Speaking', featuredOrder: 1 }),
  aCourse({ name: 'Hidden', slug: 'hidden', featuredOrder: 4, gridOrder: 3, visible: false }),
  aCourse({ name: 'Python', slug: 'python' }),
];

const renderWith = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <WithContent courses={courses}>{ui}</WithContent>
    </MemoryRouter>,
  );

test('the featured list shows the featured courses by their short names, in their own order, each a link to its page', () => {
  renderWith(<Hero />);
  const items = within(screen.getByTestId('featured-courses')).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(['English Speaking', 'ADCA', 'DCA']);
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/courses/spoken-english');
});

test('the course grid shows its courses in grid order, each card a link to the course page', () => {
  renderWith(<CourseGrid />);
  const cards = within(screen.getByTestId('course-grid')).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['DCA', 'ADCA']);
  expect(within(cards[0]!).getByRole('link', { name: 'DCA' })).toHaveAttribute('href', '/courses/dca');
});
