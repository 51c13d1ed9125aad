// One federation runtime on a composed page (issue 14: JavaScript diet). The shell carries the
// federation runtime core anyway and publishes it on `globalThis._FEDERATION_RUNTIME_CORE`
// (shell/src/federation/share-runtime-core-plugin.ts); a remote built with experiments.externalRuntime uses that
// one instead of shipping a second copy in its remoteEntry.js (~33 KB minified, ~10 KB gzip).
//
// A remote must keep working in a shell from before this change (remotes are deployed on their
// own): such a shell publishes no runtime. So the remote also emits the runtime core as a script of
// its own (RUNTIME_CORE_FILE) and its remoteEntry.js checks first: with the shell's runtime it is
// the container at once; without, it stands in as a container whose init/get first load that
// script, then remoteEntry.js again (now finding the runtime, so it becomes the real container,
// with its own script URL for its public path), and then hand over to the real container.
const path = require('node:path');

const GLOBAL = '_FEDERATION_RUNTIME_CORE';
const RUNTIME_CORE_FILE = 'federation-runtime-core.js';
const ENTRY_FILE = 'remoteEntry.js';

/** The stand-in an older shell gets; `name` is the container's global. */
function fallbackContainer(name) {
  return `(function(){
var d=document,s=d.currentScript,entry=s&&s.src,ready;
function load(src){return new Promise(function(resolve,reject){var t=d.createElement('script');t.src=src;t.onload=resolve;t.onerror=function(){reject(new Error('Failed to load '+src))};d.head.appendChild(t)})}
function real(){return ready||(ready=load(new URL(${JSON.stringify(RUNTIME_CORE_FILE)},entry).href).then(function(){return load(entry)}).then(function(){return globalThis[${JSON.stringify(name)}]}))}
globalThis[${JSON.stringify(name)}]={
init:function(){var a=arguments;return real().then(function(c){return c.init.apply(c,a)})},
get:function(){var a=arguments;return real().then(function(c){return c.get.apply(c,a)})}};
})();`;
}

/** Wraps remoteEntry.js: the container when the shell shares its runtime, else the stand-in. */
class RemoteEntryRuntimeCheckPlugin {
  constructor(containerName) {
    this.containerName = containerName;
  }
  apply(compiler) {
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteEntryRuntimeCheckPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before PrecompressPlugin (OPTIMIZE_TRANSFER) writes the .br/.gz copies.
        {
          name: 'RemoteEntryRuntimeCheckPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          const asset = compilation.getAsset(ENTRY_FILE);
          if (!asset) return;
          // The container's `var <name>` stays global inside the if block (a classic script).
          compilation.updateAsset(
            ENTRY_FILE,
            new ConcatSource(
              `if(globalThis.${GLOBAL}){`,
              asset.source,
              `}else${fallbackContainer(this.containerName)}`,
            ),
          );
        },
      );
      // The remote's own page (standalone, without a shell) runs its entry with the core as well.
      compilation.hooks.processAssets.tap(
        {
          name: 'RemoteEntryRuntimeCheckPlugin',
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
 * A build of the runtime core alone, for the stand-in above: it publishes the core on the global
 * only when no shell did. Unhashed (served no-cache): only older shells ever load it.
 */
function runtimeCoreScriptConfig({ dir, mode, name }) {
  return {
    name: `${name}-runtime-core`,
    // After the remote's own build: that one cleans dist/ first.
    dependencies: [name],
    mode,
    context: dir,
    target: 'web',
    entry: path.join(__dirname, 'federation-runtime-core-global.js'),
    resolve: { alias: runtimeCoreAlias(dir) },
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_CORE_FILE, clean: false, iife: true },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { RemoteEntryRuntimeCheckPlugin, runtimeCoreScriptConfig, runtimeCoreAlias };
