/**
 * @jest-environment node
 */
// The server's render of each page (the same renderPageParts the server runs) with PUBLIC_ORIGIN
// set: what a crawler and a link preview read (docs/decisions/017-search-and-sharing.md).
import { contentWith, freshInstallCourses } from '../test/courses';
import { renderPageParts } from './render-page';

const ORIGIN = 'https://dds.example';
const content = (settings = {}) => ({ ...contentWith(freshInstallCourses(), settings), version: 7, origin: ORIGIN });
const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

// The server renders a page by its lowercase path (server/src/static/prerendered-page.ts prerenderKey).
test.each([
  ['/about1', '/about1'],
  ['/seo', '/seo'],
  ['/inquiryform', '/inquiryform'],
  ['/onilnecourses', '/OnilneCourses'],
  ['/', '/'],
  ['/courses/basic-english-online', '/courses/basic-english-online'],
])(
  '%s: canonical, og:url and og:image are absolute on PUBLIC_ORIGIN, the canonical in docs/contract.md §2 spelling',
  async (path, spelling) => {
    const { head, body } = await renderPageParts(path, { content: content() });
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${spelling}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}${spelling}"/>`);
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/share-card.png"/>`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // Head tags are moved out of the body, not copied.
    expect(body).not.toMatch(/rel="canonical"|property="og:/);
  },
);

test('the title ends with the institute name from Settings, and the preview card names it', async () => {
  const { head } = await renderPageParts('/about1', {
    content: content({ instituteName: 'Sunrise Computer & English Institute' }),
  });
  expect(head).toContain('<title>About Us | Sunrise Computer &amp; English Institute</title>');
  expect(head).toContain('<meta property="og:site_name" content="Sunrise Computer &amp; English Institute"/>');
  expect(head).toContain('<meta property="og:title" content="About Us"/>');
});

test('a fresh install keeps its titles ("| DDS") and names the group in the card', async () => {
  const { head } = await renderPageParts('/about1', { content: content() });
  expect(head).toContain('<title>About Us | DDS</title>');
  expect(head).toContain('<meta property="og:site_name" content="DDS Group of Institutions"/>');
});

test('structured data links are absolute: the course page, its provider and the course list', async () => {
  const course = ldBlocks((await renderPageParts('/courses/basic-english-online', { content: content() })).body).find(
    (b) => b['@type'] === 'Course',
  );
  expect(course).toMatchObject({
    url: `${ORIGIN}/courses/basic-english-online`,
    provider: { '@type': 'Organization', name: 'DDS Group of Institutions', url: `${ORIGIN}/` },
  });
  const list = ldBlocks((await renderPageParts('/onilnecourses', { content: content() })).body).find(
    (b) => b['@type'] === 'ItemList',
  );
  expect(list.itemListElement[0]).toEqual({
    '@type': 'ListItem',
    position: 1,
    url: expect.stringMatching(new RegExp(`^${ORIGIN}/courses/[a-z0-9-]+$`)),
  });
  const org = ldBlocks((await renderPageParts('/', { content: content() })).body).find(
    (b) => b['@type'] === 'EducationalOrganization',
  );
  expect(org).toMatchObject({ url: `${ORIGIN}/`, logo: `${ORIGIN}/ddslogo.png` });
});

test('the not-found page has no canonical address', async () => {
  const { head } = await renderPageParts('/this-page-does-not-exist', { content: content() });
  expect(head).not.toContain('rel="canonical"');
  expect(head).not.toContain('og:url');
});
