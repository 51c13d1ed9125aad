import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { contentWith, freshInstallCourses } from '../test/courses';

// Each page's code adds the sections of the shipped English it shows (decision 027, "The site texts
// per page"): a browser opening a page runs only that page's modules, so each page is rendered
// here in a module registry of its own — a page whose code forgot a section it shows fails, even
// if another page's code would have added it. In English and in Hindi (the Hindi is resolved on the
// English shape), with an owner's word on the page, as the server's HTML and the hydration show it.

const PAGES: Array<{ path: string; shows?: string; ownKey: string }> = [
  { path: PUBLIC_ROUTES.home.link, shows: '100% Job Placement Assistance', ownKey: 'home.seo.title' },
  { path: PUBLIC_ROUTES.about.link, shows: 'About', ownKey: 'about.seo.title' },
  { path: PUBLIC_ROUTES.web.link, shows: 'Web', ownKey: 'services.web.title' },
  { path: PUBLIC_ROUTES.donation.link, shows: 'Monthly reports', ownKey: 'donation.seo.title' },
  { path: PUBLIC_ROUTES.registration.link, ownKey: 'forms.registration.title' },
  { path: PUBLIC_ROUTES.inquiry.link, ownKey: 'forms.inquiry.title' },
  { path: PUBLIC_ROUTES.admission.link, shows: 'Admission Form', ownKey: 'pages.admission.heading' },
  { path: PUBLIC_ROUTES.certificate.link, ownKey: 'forms.certificate.title' },
  { path: PUBLIC_ROUTES.photos.link, ownKey: 'pages.photos.heading' },
  { path: PUBLIC_ROUTES.videos.link, ownKey: 'pages.videos.heading' },
  { path: PUBLIC_ROUTES.offlineCourses.link, ownKey: 'courseLists.offline.title' },
  { path: PUBLIC_ROUTES.onlineCourses.link, ownKey: 'courseLists.online.title' },
  { path: PUBLIC_ROUTES.privacy.link, ownKey: 'legal.privacy.title' },
  { path: PUBLIC_ROUTES.terms.link, ownKey: 'legal.terms.title' },
  { path: '/no-such-page', shows: 'Page not found', ownKey: 'footer.blurb' },
];

const OWNERS_WORDS = 'The owner wrote this';

async function renderAlone(path: string, ownKey: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('./render-page');
    const content = { ...contentWith(freshInstallCourses()), texts: { en: { [ownKey]: OWNERS_WORDS } } };
    html = await renderPage(path, { content });
  });
  return html;
}

test.each(PAGES)(
  '$path renders its own words with only its own code loaded, the owner’s among them',
  async ({ path, shows, ownKey }) => {
    const html = await renderAlone(path, ownKey);
    if (shows) expect(html).toContain(shows); // a shipped text of the page's beside the owner's
    expect(html).toContain(OWNERS_WORDS);
  },
);

test.each(PAGES.filter((page) => page.path !== '/no-such-page'))(
  '/hi$path renders with only its own code loaded, the owner’s English where no Hindi is saved',
  async ({ path, ownKey }) => {
    const html = await renderAlone(`/hi${path === '/' ? '' : path}`, ownKey);
    expect(html).toContain(OWNERS_WORDS);
  },
);
