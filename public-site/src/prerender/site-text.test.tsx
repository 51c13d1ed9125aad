import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import { contentWith, freshInstallCourses } from '../test/courses';
import { renderPage } from './render-page';

// The server renders every page with the owner's words (docs/decisions/021-site-text.md): a phone
// with JavaScript off reads them, and the app hydrates the same.

const withTexts = (en: Record<string, string>) => ({ content: { ...EMPTY_SITE_CONTENT, texts: { en } } });

test('a fresh install renders the contract’s words', async () => {
  const html = await renderPage('/', { content: EMPTY_SITE_CONTENT });
  for (const text of [
    '100% Job Placement Assistance',
    '1 Lakh+',
    '95%',
    'Placement rate',
    '25+ years experience',
    'Join DDS Now',
  ])
    expect(html).toContain(text);
  expect(html).toContain('<title>Learn English &amp; Computer Skills | DDS</title>');
});

test('the owner’s claim, page title and card replace the shipped ones; an emptied figure and card leave the page', async () => {
  const html = await renderPage(
    '/',
    withTexts({
      'home.hero.placement': 'Placement help with local employers',
      'home.hero.figures.1.value': '',
      'home.hero.figures.1.label': '',
      'home.highlights.cards.2.title': '',
      'home.highlights.cards.2.description': '',
      'home.seo.title': 'Spoken English in Sitapur',
      'footer.blurb': 'Our own words about us.',
    }),
  );
  expect(html).toContain('Placement help with local employers');
  expect(html).not.toContain('100% Job Placement Assistance');
  expect(html).not.toContain('Placement rate');
  expect(html).not.toContain('95% placement rate');
  expect(html).toContain('<title>Spoken English in Sitapur | DDS</title>');
  expect(html).toContain('<meta property="og:title" content="Spoken English in Sitapur"/>');
  expect(html).toContain('Our own words about us.');
  expect(html).toContain('1 Lakh+'); // the other figures stay
});

test('a service page’s heading and cards, and the donation page’s claims, are the owner’s too', async () => {
  const web = await renderPage(
    '/web',
    withTexts({ 'services.web.title': 'Websites that load fast', 'services.web.cards.0.title': 'Shop websites' }),
  );
  expect(web).toContain('Websites that load fast');
  expect(web).toContain('Shop websites');
  const donation = await renderPage(
    '/donation',
    withTexts({ 'donation.claims.0.title': '', 'donation.claims.0.description': '' }),
  );
  expect(donation).not.toContain('<h3>Tax-exempt with receipts</h3>');
  expect(donation).toContain('<h3>Monthly reports</h3>');
});

test('an uploaded logo: the header’s picture and the share card name the upload', async () => {
  const html = await renderPage('/', { content: { ...EMPTY_SITE_CONTENT, images: { logo: '0123456789abcdef' } } });
  expect(html).toContain('src="/ddslogo.png?v=0123456789abcdef"');
  expect(html).toContain('/logo-96.png?v=0123456789abcdef 96w');
  expect(html).toContain('<meta property="og:image" content="/share-card.png?v=0123456789abcdef"/>');
});

test('the admission, certificate and gallery pages’ tops are the owner’s: the admission introduction counts the courses with {count}', async () => {
  const fresh = await renderPage('/AdmissionForm', { content: EMPTY_SITE_CONTENT });
  expect(fresh).toMatch(/<h1[^>]*>Admission Form<\/h1>/);
  expect(fresh).toMatch(/Choose from \d+ courses, online or at our centre\./);
  expect(fresh).not.toContain('{count}');

  const content = {
    ...contentWith(freshInstallCourses()),
    texts: { en: { 'pages.admission.lead': 'Pick one of our {count} courses.', 'pages.admission.eyebrow': '' } },
  };
  const admission = await renderPage('/AdmissionForm', { content });
  // {count} is the number of courses the form's list offers (options with a value).
  const offered = admission.match(/<option value="[^"]/g)?.length;
  expect(offered).toBeGreaterThan(0);
  expect(admission).toContain(`Pick one of our ${offered} courses.`);
  expect(admission).not.toContain('Admissions open');

  const certificate = await renderPage(
    '/GetInTouch',
    withTexts({ 'pages.certificate.lead': 'Your certificate, any time.' }),
  );
  expect(certificate).toContain('Your certificate, any time.');
  expect(certificate).toMatch(/<h1[^>]*>Download Certificate<\/h1>/);
  const photos = await renderPage('/photos', withTexts({ 'pages.photos.eyebrow': 'Our gallery' }));
  expect(photos).toContain('Our gallery');
  expect(photos).not.toContain('Events · Gallery');
});
