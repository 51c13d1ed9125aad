// One federation runtime on a composed page (docs/decisions/027-federation-start-up-and-static-css.md). The shell carries the
// federation runtime core anyway and publishes it on `globalThis._FEDERATION_RUNTIME_CORE`
// (shell/src/federation/share-runtime-core-plugin.ts); a remote built with experiments.externalRuntime uses that
// one instead of shipping a second copy in its remoteEntry.js (~33 KB minified, ~10 KB gzip).
//
// The remote's own production page (its dist/index.html, opened without a shell) has no shell to
// share a runtime, so the build also emits the core as a script of its own (RUNTIME_CORE_FILE) and
// that page loads it first. Remotes inside a shell never load it: every shell a release store can
// hold shares its runtime (docs/decisions/004-compatibility-matrix.md, "Compatibility shims").
const path = require('node:path');

const RUNTIME_CORE_FILE = 'federation-runtime-core.js';

/** Adds RUNTIME_CORE_FILE to the remote's own page (index.html), ahead of its remoteEntry.js. */
class StandalonePageRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandalonePageRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StandalonePageRuntimePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = page.source.source().toString();
          compilation.updateAsset(
            'index.html',
            new compiler.webpack.sources.RawSource(
              html.replace('</head>', `<script src="${RUNTIME_CORE_FILE}"></script></head>`),
            ),
          );
        },
      );
    });
  }
}

/**
 * `federation-runtime-core`: the very module the webpack bundler runtime imports (the ES build of
 * @module-federation/runtime-core, resolved from the federation plugin), so what the shell
 * publishes is the instance it runs itself, not a second copy.
 */
function runtimeCoreAlias(dir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced', { paths: [dir] }));
  return {
    'federation-runtime-core$': path.join(
      path.dirname(require.resolve('@module-federation/runtime-core', { paths: [enhanced] })),
      'index.js',
    ),
  };
}

/**
 * A build of the runtime core alone, for the remote's own page: it publishes the core on the global
 * only when no shell did. Unhashed (served no-cache); a page composed by the shell never loads it.
 */
function runtimeCoreScriptConfig({ dir, mode, name }) {
  return {
    name: `${name}-runtime-core`,
    // After the remote's own build: that one cleans dist/ first.
    dependencies: [name],
    mode,
    context: dir,
    target: 'web',
    entry: path.join(__dirname, '../browser/federation-runtime-core-global.js'),
    resolve: { alias: runtimeCoreAlias(dir) },
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_CORE_FILE, clean: false, iife: true },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { StandalonePageRuntimePlugin, runtimeCoreScriptConfig, runtimeCoreAlias };
