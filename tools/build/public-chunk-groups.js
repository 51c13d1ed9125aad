// Which shared chunk a small UI or content module of the public site goes to
// (docs/decisions/027-federation-start-up-and-static-css.md, "Home JS: what the first tap runs").
//
// The first tap on a page starts the app, which hydrates the page inside the remote's Layout: it
// runs the Layout's modules and the page's own. Modules used by several pages go to one shared
// chunk (webpack's default 20 KB minimum copied them into each page chunk), but one chunk of all of
// them made every page's start-up run the forms' fields, the cards, the icon set and the heroes
// that only some pages draw — 7 KB gzip of the home page's 18.4 KB `public-common`. So two chunks:
//
// - `public-common`: what every page's start-up runs — the modules of the frame (the Layout
//   expose's own chunk: header, site texts, theme, static parts) and those nearly every page uses
//   (its <Seo>): used by at least 3 of 4 page chunks. It is among the Layout's files, so the
//   server's after-paint loader prefetches it (the remote's manifest lists it).
// - `public-parts`: the rest of them (used by two chunks or more): fetched with the page that needs
//   them, never on the home page's start-up.

/** The remote's frame: the exposed module the shell hydrates every page in. */
const FRAME = '__federation_expose_Layout';
/** The route table whose `import()`s are the pages. */
const ROUTE_TABLE = /[\\/]public-site[\\/]src[\\/]routes\.tsx$/;
/** A module is part of every page's start-up when at least this share of the pages uses it. */
const NEARLY_EVERY_PAGE = 3 / 4;

const groupsOf = (chunk) => [...chunk.groupsIterable];
const isFrame = (chunk) => chunk.name === FRAME || groupsOf(chunk).some((group) => group.name === FRAME);
const isPage = (chunk) =>
  groupsOf(chunk).some((group) => group.origins.some((origin) => ROUTE_TABLE.test(origin.module?.resource ?? '')));

/**
 * The two cache groups for `optimization.splitChunks.cacheGroups`; `test` is the modules either may
 * take (the small UI and content modules). `pageCount` is read from the compilation (the chunks the
 * route table asks for), so a page added to the site counts without a change here.
 */
function publicChunkGroups(test) {
  let pages = 0;
  const countPages = (compilation) => {
    const chunks = new Set();
    for (const chunk of compilation.chunks) if (isPage(chunk)) chunks.add(chunk);
    pages = chunks.size;
  };
  const everyStartUp = (module, { chunkGraph }) => {
    if (!test.test(module.nameForCondition?.() ?? '')) return false;
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    if (chunks.some(isFrame)) return true;
    return pages > 0 && chunks.filter(isPage).length >= NEARLY_EVERY_PAGE * pages;
  };
  return {
    /**
     * Counts the page chunks before splitChunks runs (STAGE_ADVANCED) and after webpack merged the
     * duplicates (STAGE_BASIC: the seven service routes import one module, one chunk). Add to `plugins`.
     */
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('PublicChunkGroups', (compilation) => {
          compilation.hooks.optimizeChunks.tap({ name: 'PublicChunkGroups', stage: 0 }, () => countPages(compilation));
        });
      },
    },
    cacheGroups: {
      publicCommon: {
        test: everyStartUp,
        name: 'public-common',
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        priority: 2,
      },
      publicParts: {
        test: (module) => test.test(module.nameForCondition?.() ?? ''),
        name: 'public-parts',
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        priority: 1,
      },
    },
  };
}

module.exports = { publicChunkGroups };
