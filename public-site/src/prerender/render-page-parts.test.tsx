/**
 * @jest-environment node
 */
// The server's render (Node, as in dist/server): emotion writes its style tags only there.
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import { DEVANAGARI_FONT_URL } from '../ui/fonts/devanagari-font';
import { renderPageParts } from './render-page';

// Decision 027: the page's styles go to <head> as one tag (./critical-styles), not through the body.
test('a page is split into a head with its title and one tag of styles, and a body without style tags', async () => {
  const { head, body } = await renderPageParts('/', { content: EMPTY_SITE_CONTENT });
  expect(head).toMatch(/^<title>[^<]+<\/title><meta name="description"/);
  expect(head.match(/<style data-dds-styles="/g)).toHaveLength(1);
  expect(head.match(/<style data-dds-global="/g)).toHaveLength(1);
  expect(head).not.toContain('data-emotion');
  expect(body).not.toContain('<style');
  // Every class the body uses has its rule in the head.
  const classes = new Set(body.match(/\bcss-[a-z0-9]+/g));
  for (const name of classes) expect(head).toContain(`.${name}`);
});

// Decision 026 §5: the Devanagari font is fetched with a Hindi page's first bytes, and never for an
// English page (whose styles do not even name it).
const FONT_PRELOAD = /<link rel="preload"[^>]*>/g;

test('a Hindi page’s head preloads its Devanagari font once, before anything else, and its styles name it', async () => {
  for (const path of ['/hi', '/hi/about1', '/hi/AdmissionForm?sent=1']) {
    const { head, body } = await renderPageParts(path, { content: EMPTY_SITE_CONTENT });
    const preloads = head.match(FONT_PRELOAD) ?? [];
    expect(preloads).toEqual([
      `<link rel="preload" href="${DEVANAGARI_FONT_URL}" as="font" type="font/woff2" crossorigin>`,
    ]);
    expect(head.startsWith(preloads[0]!)).toBe(true);
    expect(body).not.toContain('rel="preload"');
    const globals = head.match(/<style data-dds-global="[^"]*">[\s\S]*?<\/style>/)?.[0] ?? '';
    expect(globals).toContain(`@font-face{font-family:'Noto Sans Devanagari';`);
    expect(globals).toMatch(/:root\{--dds-font:'Noto Sans Devanagari', ?'Noto Sans Devanagari Fallback'/);
  }
});

test('an English page’s head has no font preload and its styles name no Devanagari face', async () => {
  for (const path of ['/', '/about1', '/AdmissionForm']) {
    const { head } = await renderPageParts(path, { content: EMPTY_SITE_CONTENT });
    expect(head.match(FONT_PRELOAD)).toBeNull();
    expect(head).not.toContain('Devanagari');
    expect(head).not.toContain('@font-face');
  }
});
