import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  courseInfoProblems,
  courseListProblems,
  jsonLdBlocks,
  localBusinessProblems,
  organizationProblems,
  typesOf,
  type Json,
} from '../support/google-rich-results';
import { PUBLIC_PAGES, openPage } from './public-helpers';
import { changeSiteSettings } from './settings-helpers';

/**
 * What a search engine and a shared link see in the server's HTML (docs/decisions/017-search-and-sharing.md):
 * one canonical address per page in docs/contract.md §2's spelling, the Open Graph / Twitter card tags of
 * a preview card, and structured data Google's documentation accepts, made of the site's content.
 * The e2e server has no PUBLIC_ORIGIN, so addresses are root-relative here (server jest tests
 * check the absolute ones).
 */

/** docs/contract.md §2's route column: the spelling every variant of a route names as canonical. */
const CONTRACT_SPELLING: Record<string, string> = Object.fromEntries(
  [
    '/',
    '/about1',
    '/digital',
    '/social',
    '/seo',
    '/content',
    '/graphic',
    '/videoediting',
    '/web',
    '/donation',
    '/registrationform',
    '/inquiryform',
    '/admissionform',
    '/videos',
    '/photos',
    '/getintouch',
    '/offlinecourses',
    '/OnilneCourses',
    '/privacy',
    '/terms',
  ].map((p) => [p.toLowerCase(), p]),
);
const contractSpelling = (path: string) => CONTRACT_SPELLING[path.toLowerCase().replace(/\/+$/, '') || '/'];

interface PageContent {
  version: number;
  settings: Record<string, string>;
  courses: Array<{
    slug: string;
    name: string;
    description: string;
    modes: string[];
    duration: string;
    fee: number | null;
    feeFrom: boolean;
    visible: boolean;
  }>;
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decode(m[1]!));
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)"`, 'g'));
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

async function serverHtml(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const content = JSON.parse(
    /<script id="dds-content" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as PageContent;
  return { html, content };
}

test.describe('search and sharing tags in the server-rendered HTML', () => {
  test('every spelling of every public route names docs/contract.md §2 spelling as canonical and carries a preview card', async ({
    request,
  }) => {
    const paths = [
      ...PUBLIC_PAGES.map((p) => p.path),
      '/ABOUT1',
      '/about1/',
      '/SEO',
      '/onlinecourses'.replace('online', 'onilne'),
    ];
    for (const path of paths) {
      const { html, content } = await serverHtml(request, path);
      const top = head(html);
      const canonical = attr(top, /<link rel="canonical" href="([^"]*)"/g);
      expect(canonical, `${path}: one canonical link in <head>`).toEqual([contractSpelling(path)]);
      const title = /<title>([^<]*)<\/title>/.exec(top)?.[1];
      const name = content.settings.instituteName || 'DDS Group of Institutions';
      expect(decode(title!), path).toMatch(
        new RegExp(`\\| ${(content.settings.instituteName || 'DDS').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      expect(meta(top, 'og:url'), path).toEqual(canonical);
      expect(meta(top, 'og:title'), path).toEqual([decode(title!).replace(/ \| [^|]+$/, '')]);
      expect(meta(top, 'og:description'), path).toEqual(meta(top, 'description'));
      expect(meta(top, 'og:site_name'), path).toEqual([name]);
      expect(meta(top, 'og:locale'), path).toEqual(['en_IN']);
      expect(meta(top, 'og:image'), path).toEqual(['/share-card.png']);
      expect(meta(top, 'og:image:width'), path).toEqual(['1200']);
      expect(meta(top, 'og:image:height'), path).toEqual(['630']);
      expect(meta(top, 'twitter:card'), path).toEqual(['summary_large_image']);
    }
  });

  test('the not-found page names no canonical address', async ({ request }) => {
    const answer = await request.get('/no-such-page');
    expect(answer.status()).toBe(404);
    expect(head(await answer.text())).not.toContain('rel="canonical"');
  });

  test('the share card is a 1200 × 630 PNG, and /favicon.ico and the touch icon are real icons', async ({
    request,
  }) => {
    const card = await request.get('/share-card.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = await favicon.body();
    // ICONDIR: reserved 0, type 1 (icon), then the number of images; a 32 px one among them.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toContain(32);

    const touch = await (await request.get('/apple-touch-icon.png')).body();
    expect([touch.readUInt32BE(16), touch.readUInt32BE(20)]).toEqual([180, 180]);
    const { html } = await serverHtml(request, '/');
    // The shell's index.html is minified: attribute quotes may be gone.
    expect(
      /<link rel="?apple-touch-icon"? href="?\/apple-touch-icon\.png/.test(head(html)),
      'the touch icon is linked',
    ).toBe(true);
    expect(/<link rel="?icon"? href="?\/favicon\.ico/.test(head(html)), 'the favicon is linked').toBe(true);
  });
});

test.describe('structured data on every public page, as Google documents it', () => {
  test('every block parses and passes; courses and course lists are complete and say what the content says', async ({
    request,
  }) => {
    const { content } = await serverHtml(request, '/');
    const coursePaths = content.courses.filter((c) => c.visible).map((c) => `/courses/${c.slug}`);
    expect(coursePaths.length).toBeGreaterThan(20);
    const seen = new Map<string, number>();
    for (const path of [...new Set(PUBLIC_PAGES.map((p) => contractSpelling(p.path)!)), ...coursePaths]) {
      const { html, content: pageContent } = await serverHtml(request, path);
      for (const block of jsonLdBlocks(html)) {
        expect(block['@context'], path).toBe('https://schema.org');
        for (const type of typesOf(block)) seen.set(type, (seen.get(type) ?? 0) + 1);
        if (typesOf(block).includes('Course')) {
          const course = pageContent.courses.find((c) => `/courses/${c.slug}` === path)!;
          expect(course, `${path}: a Course block only on its own page`).toBeDefined();
          // Values are the course record's, nothing invented.
          expect(block).toMatchObject({ name: course.name, description: course.description, url: path });
          expect(block.offers).toMatchObject(course.fee === null ? { category: 'Paid' } : { priceCurrency: 'INR' });
          if (course.fee === null) expect(block.offers).not.toHaveProperty('price');
          const instances = (block.hasCourseInstance as Json[] | undefined) ?? [];
          expect(
            instances.map((i) => i.courseMode),
            path,
          ).toEqual(course.modes.map((m) => (m === 'Online' ? 'Online' : 'Onsite')));
          // A course taught in no mode gets no made-up instance, and so is the one course not eligible.
          if (course.modes.length) expect(courseInfoProblems(block), path).toEqual([]);
          else expect(courseInfoProblems(block), path).toEqual(['hasCourseInstance: missing']);
          for (const i of instances) expect(i.courseWorkload, path).toBe(`P${/^\d+/.exec(course.duration)![0]}M`);
        }
        if (typesOf(block).includes('ItemList')) {
          expect(courseListProblems(block), path).toEqual([]);
          const mode = path === '/offlinecourses' ? 'Offline' : 'Online';
          const listed = pageContent.courses.filter((c) => c.visible && c.modes.includes(mode));
          expect(
            (block.itemListElement as Json[]).map((i) => i.url),
            path,
          ).toEqual(listed.map((c) => `/courses/${c.slug}`));
        }
        if (typesOf(block).includes('EducationalOrganization')) {
          expect(path).toBe('/');
          expect(organizationProblems(block)).toEqual([]);
          expect(block.name).toBe(pageContent.settings.instituteName || 'DDS Group of Institutions');
        }
        if (typesOf(block).includes('LocalBusiness')) expect(localBusinessProblems(block), path).toEqual([]);
      }
    }
    // docs/contract.md §6: 21 offline and 5 online course cards; the two course list pages sum them up.
    expect(seen.get('ItemList')).toBe(2);
    expect(seen.get('Course')).toBe(coursePaths.length);
    expect(seen.get('EducationalOrganization')).toBe(1);
    const offline = jsonLdBlocks((await serverHtml(request, '/offlinecourses')).html).find((b) =>
      typesOf(b).includes('ItemList'),
    )!;
    const online = jsonLdBlocks((await serverHtml(request, '/OnilneCourses')).html).find((b) =>
      typesOf(b).includes('ItemList'),
    )!;
    expect([(offline.itemListElement as Json[]).length, (online.itemListElement as Json[]).length]).toEqual([21, 5]);
  });

  test('the home page describes the institute from Settings: a LocalBusiness once the address is set, nothing unset made up; names follow a change', async ({
    request,
  }) => {
    const fresh = jsonLdBlocks((await serverHtml(request, '/')).html).find((b) =>
      typesOf(b).includes('EducationalOrganization'),
    )!;
    expect(Object.keys(fresh).sort()).toEqual(['@context', '@id', '@type', 'image', 'logo', 'name', 'url'].sort());
    expect(fresh['@type']).toBe('EducationalOrganization');

    const before = await changeSiteSettings(request, {
      instituteName: 'Sunrise Computer & English Institute',
      address: 'Near Bus Stand, Main Road\nSitapur, Uttar Pradesh 261001',
      phone: '9876543210',
      email: 'office@sunrise.example',
      officeHours: 'Mon–Sat 9 AM – 6 PM',
      mapsUrl: 'https://maps.app.goo.gl/abc123',
      facebook: 'https://www.facebook.com/sunrise.example',
      youtube: 'https://www.youtube.com/@sunrise.example',
    });
    try {
      const { html } = await serverHtml(request, '/');
      const org = jsonLdBlocks(html).find((b) => typesOf(b).includes('EducationalOrganization'))!;
      expect(typesOf(org)).toEqual(['EducationalOrganization', 'LocalBusiness']);
      expect(localBusinessProblems(org)).toEqual([]);
      expect(org).toMatchObject({
        name: 'Sunrise Computer & English Institute',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Near Bus Stand, Main Road, Sitapur, Uttar Pradesh',
          postalCode: '261001',
          addressCountry: 'IN',
        },
        telephone: '+919876543210',
        email: 'office@sunrise.example',
        hasMap: 'https://maps.app.goo.gl/abc123',
        sameAs: ['https://www.facebook.com/sunrise.example', 'https://www.youtube.com/@sunrise.example'],
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
            opens: '09:00',
            closes: '18:00',
          },
        ],
      });
      // The name follows into every page's title, preview card and course provider.
      const about = (await serverHtml(request, '/about1')).html;
      expect(decode(/<title>([^<]*)<\/title>/.exec(about)![1]!)).toBe(
        'About Us | Sunrise Computer & English Institute',
      );
      expect(meta(head(about), 'og:site_name')).toEqual(['Sunrise Computer & English Institute']);
      const course = jsonLdBlocks((await serverHtml(request, '/courses/dca')).html).find((b) =>
        typesOf(b).includes('Course'),
      )!;
      expect(course.provider).toMatchObject({ name: 'Sunrise Computer & English Institute' });
    } finally {
      await changeSiteSettings(request, before);
    }
  });
});

test("after a client-side navigation the canonical address and preview tags are the new page's (a phone's Share takes them)", async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DDS');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/about1');
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', '/about1');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Us');
});
