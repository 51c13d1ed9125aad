// Writes start-up-files.json beside the shell's index.html: the JavaScript files the shell's
// start-up loads after main.js — its own code-split start-up (bootstrap, router, render) and the
// chunks of the shared modules it provides (react-dom, react-router, emotion…), as the build split
// them. The server cannot know these names otherwise (the federation manifest names two variants of
// some shares and none of the chunks webpack splits off), and its inline loader prefetches them
// after the first paint (docs/decisions/027-federation-start-up-and-static-css.md, "Start at the
// first interaction"), so the visitor's first tap finds every start-up script in the HTTP cache.

const path = require('node:path');

const NAME = 'StartUpFilesPlugin';
const FILE = 'start-up-files.json';

class StartUpFilesPlugin {
  /**
   * @param {{ sourceDir: string, notAtStartUp: string[] }} options `sourceDir`: the package's own
   * sources — an `import()` from one of its files of another is a start-up step; `notAtStartUp`:
   * shared modules the shell provides that a page's start-up does not load (each must exist).
   */
  constructor({ sourceDir, notAtStartUp }) {
    this.sourceDir = sourceDir + path.sep;
    this.notAtStartUp = new Set(notAtStartUp);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the real content hashes are in the names (OPTIMIZE_HASH), before precompression.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          const files = new Set();
          const addBlock = (block) => {
            for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          };
          // A module merged by scope hoisting (ConcatenatedModule) is named by its root module.
          const ownFile = (module) => (module?.resource ?? module?.rootModule?.resource)?.startsWith(this.sourceDir);
          const provided = new Set();
          for (const module of compilation.modules) {
            // Federation's ProvideSharedModule: its one async block is the share's factory.
            if (module.constructor.name === 'ProvideSharedModule') {
              provided.add(module._name);
              if (!this.notAtStartUp.has(module._name)) module.blocks.forEach(addBlock);
              continue;
            }
            for (const inner of module.modules ?? [module]) {
              if (!ownFile(inner)) continue;
              for (const block of inner.blocks)
                if (block.dependencies.some((dep) => ownFile(moduleGraph.getModule(dep)))) addBlock(block);
            }
          }
          const unknown = [...this.notAtStartUp].filter((name) => !provided.has(name));
          if (unknown.length)
            compilation.errors.push(new Error(`${NAME}: no shared module named ${unknown.join(', ')}`));
          const list = { files: [...files].sort() };
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(list, null, 1)));
        },
      );
    });
  }
}

module.exports = StartUpFilesPlugin;
