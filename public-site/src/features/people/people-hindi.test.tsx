import { render, screen, within } from '@testing-library/react';
import type { Leader, Testimonial } from '@dds/shared/schemas';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { InLanguage } from '../../test/language';
import { LeaderMessages } from './leader-messages';
import { Testimonials } from './testimonials';

// The people's words on a Hindi page (docs/decisions/026-hindi.md §3): the owner's Hindi, else the
// shipped Hindi of a suggested role, else the English marked lang="en". English pages unchanged.

const director: Leader = {
  id: 1,
  name: 'Dr. Rakesh Sharma',
  role: 'Director',
  message: 'Education changes families.\nWe measure success by jobs.',
  photo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const story: Testimonial = {
  id: 3,
  name: 'Neha Gupta',
  course: 'Spoken English Plus',
  year: 2025,
  quote: 'I speak with confidence now.',
  photo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderPeople(language: SiteLanguage, leader: Leader, testimonial: Testimonial) {
  render(
    <InLanguage language={language}>
      <LeaderMessages leaders={[leader]} />
      <Testimonials testimonials={[testimonial]} />
    </InLanguage>,
  );
  return { messages: screen.getByTestId('leader-messages'), stories: screen.getByTestId('testimonials') };
}

// A Hindi page's content carries the Hindi it shows, the shipped included (server/src/static/hindi-page-content.ts).
test('the owner’s Hindi message and the shipped Hindi role, nothing marked English', () => {
  const { messages } = renderPeople(
    'hi',
    {
      ...director,
      hindi: { Director: 'निदेशक', [director.message]: 'शिक्षा परिवारों को बदलती है।\nहम सफलता नौकरियों से मापते हैं।' },
    },
    { ...story, hindi: { [story.course]: 'स्पोकन इंग्लिश प्लस', [story.quote]: 'अब मैं आत्मविश्वास से बोलती हूँ।' } },
  );
  expect(within(messages).getByText('हम सफलता नौकरियों से मापते हैं।')).toBeInTheDocument();
  expect(within(messages).getByRole('heading', { name: 'निदेशक का संदेश' })).toBeInTheDocument();
  expect(screen.getByText('अब मैं आत्मविश्वास से बोलती हूँ।')).toBeInTheDocument();
  expect(screen.getByText('स्पोकन इंग्लिश प्लस, 2025')).toBeInTheDocument();
  expect(document.querySelectorAll('[lang="en"]')).toHaveLength(0);
});

test('no Hindi yet: the English stands in, marked lang="en" — the role inside the Hindi sentence', () => {
  const { messages, stories } = renderPeople('hi', { ...director, role: 'Principal' }, story);
  expect(within(messages).getByText('We measure success by jobs.').closest('blockquote')).toHaveAttribute('lang', 'en');
  const heading = within(messages).getByRole('heading', { name: 'Principal का संदेश' });
  expect(within(heading).getByText('Principal')).toHaveAttribute('lang', 'en');
  expect(within(stories).getByText('I speak with confidence now.').closest('blockquote')).toHaveAttribute('lang', 'en');
  expect(within(stories).getByText('Spoken English Plus')).toHaveAttribute('lang', 'en');
});

test('an English page shows the English as it is, whatever Hindi the record holds', () => {
  const { messages, stories } = renderPeople(
    'en',
    { ...director, hindi: { [director.message]: 'शिक्षा परिवारों को बदलती है।' } },
    { ...story, hindi: { [story.quote]: 'अब मैं आत्मविश्वास से बोलती हूँ।' } },
  );
  expect(within(messages).getByRole('heading', { name: 'Message from the Director' })).toBeInTheDocument();
  expect(within(messages).getByText('Education changes families.')).toBeInTheDocument();
  expect(within(stories).getByText('Spoken English Plus, 2025')).toBeInTheDocument();
  expect(document.querySelectorAll('[lang]')).toHaveLength(0);
});
