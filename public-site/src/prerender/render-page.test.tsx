import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import { aCourse } from '../test/courses';
import { renderPage } from './render-page';

// The server renders public pages with this at request time; a page with a parameter in its path
// (a course page) must see that parameter.
test('renders a course page from its address, with the course of the content it is given', async () => {
  const tally = aCourse({ name: 'Tally + GST', slug: 'tally-gst', fee: 12500 });
  const html = await renderPage('/courses/tally-gst', { content: { ...EMPTY_SITE_CONTENT, courses: [tally] } });
  expect(html).toContain('<h1 id="page-title">Tally + GST</h1>');
  expect(html).toContain('₹12,500');
  expect(html).toContain('application/ld+json');
});

test('an unknown course renders the not-found page', async () => {
  const html = await renderPage('/courses/astrology', { content: EMPTY_SITE_CONTENT });
  expect(html).toContain('Page not found');
});
