// docs/decisions/027-federation-start-up-and-static-css.md, "Home JS: what the first tap runs": the
// public site's small shared modules go to `public-common` only when every page's start-up runs
// them (the frame's, or nearly every page's); the rest to `public-parts`, off the home page.
const { publicChunkGroups } = require('./public-chunk-groups');

const SMALL = /[\\/]src[\\/]ui[\\/]/;
const ROUTES = '/site/public-site/src/routes.tsx';

/** A chunk of the fake chunk graph: a page (asked for by the route table), the frame, or another. */
const pageChunk = (name) => ({ name, groupsIterable: [{ name: null, origins: [{ module: { resource: ROUTES } }] }] });
const frameChunk = { name: '__federation_expose_Layout', groupsIterable: [] };
const otherChunk = { name: 'home-below', groupsIterable: [{ name: 'home-below', origins: [] }] };

/** Runs the counting plugin on a compilation of `chunks`, then answers which groups take `module`. */
function groupsTaking(chunks, usedBy, file = '/site/public-site/src/ui/thing.tsx') {
  const { plugin, cacheGroups } = publicChunkGroups(SMALL);
  let optimizeChunks;
  plugin.apply({
    hooks: {
      thisCompilation: {
        tap: (_name, fn) =>
          fn({ chunks, hooks: { optimizeChunks: { tap: (_options, counting) => (optimizeChunks = counting) } } }),
      },
    },
  });
  optimizeChunks();
  const module = { nameForCondition: () => file };
  const context = { chunkGraph: { getModuleChunksIterable: () => usedBy } };
  // Where both take it, webpack gives it to the group of the higher priority.
  return Object.values(cacheGroups)
    .filter((group) => group.test(module, context))
    .sort((a, b) => b.priority - a.priority)
    .map((group) => group.name)
    .slice(0, 1);
}

const pages = Array.from({ length: 8 }, (_, i) => pageChunk(`page-${i}`));
const all = [frameChunk, otherChunk, ...pages];

describe('the public site shared chunks', () => {
  it("puts a module of the frame (the Layout expose) in every start-up's chunk", () => {
    expect(groupsTaking(all, [frameChunk, pages[0]])).toEqual(['public-common']);
  });

  it('puts a module 3 of 4 pages use there too (the <Seo> of every page)', () => {
    expect(groupsTaking(all, pages.slice(0, 6))).toEqual(['public-common']);
  });

  it('leaves a module fewer pages use (a form field, a card) to the parts chunk only', () => {
    expect(groupsTaking(all, [...pages.slice(0, 5), otherChunk])).toEqual(['public-parts']);
  });

  it('takes none of the modules outside the small UI and content ones', () => {
    expect(groupsTaking(all, [frameChunk], '/site/public-site/src/pages/home-page.tsx')).toEqual([]);
  });
});
