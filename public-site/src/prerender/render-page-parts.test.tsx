/**
 * @jest-environment node
 */
// The server's render (Node, as in dist/server): emotion writes its style tags only there.
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import { renderPageParts } from './render-page';

// Issue 14: the page's styles go to <head> as one tag (./critical-styles), not through the body.
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
