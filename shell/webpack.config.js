const path = require('node:path');
const CopyPublicPlugin = require('../tools/build/copy-public-plugin');
const SiteIconsPlugin = require('../tools/build/site-icons-plugin');
const StartUpFilesPlugin = require('../tools/build/start-up-files-plugin');
const { createConfig } = require('../tools/build/webpack-common');
const serviceWorkerConfig = require('./webpack.sw');
const { runtimeCoreAlias } = require('../tools/build/shared-federation-runtime');
const { sharedSingletons } = require('../tools/build/webpack-common');

/**
 * The shell's own shared modules without a required version: for a singleton that is not
 * strictVersion the federation runtime checks it only to print a warning, and that check (semver
 * range parsing, on every loadShare) was a good part of the start-up's long tasks on a phone's CPU
 * (decision 032). The shell provides these versions itself; remotes keep their requirements.
 */
const shellShared = Object.fromEntries(
  Object.entries(sharedSingletons(__dirname)).map(([name, config]) => [name, { ...config, requiredVersion: false }]),
);

// The host. It declares no remotes at build time: it reads /remotes.json at start and registers
// the remotes' manifests with the federation runtime, so remote URLs are a deploy-time choice.
module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const shell = {
    ...createConfig({
      dir: __dirname,
      mode,
      publicPath: '/',
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      devPort: 3000,
      federation: {
        name: 'shell',
        remotes: {},
        shared: shellShared,
        // Remotes are registered by their remoteEntry.js (src/federation/remote-registry.ts), never a
        // manifest: the runtime's snapshot and preload-plan code is left out of main.js (decision 032).
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
        runtimePlugins: [
          path.join(__dirname, 'src/federation/remote-fallback-plugin.ts'),
          // Refuses a remote that needs a newer @dds/shared stateful contract than this shell provides.
          path.join(__dirname, 'src/federation/shared-contract-plugin.ts'),
          // One federation runtime on the page: remotes built with externalRuntime use the shell's.
          path.join(__dirname, 'src/federation/share-runtime-core-plugin.ts'),
        ],
      },
      extraPlugins: [
        new CopyPublicPlugin(path.join(__dirname, 'public'), ['index.html']),
        // favicon.ico, apple-touch-icon.png and share-card.png, made from the logo (docs/decisions/017-search-and-sharing.md).
        new SiteIconsPlugin(require('sharp'), path.join(__dirname, 'public/ddslogo.png')),
        // The start-up's files for the server's after-paint prefetch (decision 027). The HTTP client
        // (with axios) loads when a form is sent or in the admin panel, not at a page's start-up.
        new StartUpFilesPlugin({
          sourceDir: path.join(__dirname, 'src'),
          notAtStartUp: ['@dds/shared/http-client'],
        }),
      ],
    }),
    name: 'shell',
  };
  shell.resolve = { ...shell.resolve, alias: { ...shell.resolve.alias, ...runtimeCoreAlias(__dirname) } };
  // The dev server serves the shell alone (a service worker would serve yesterday's files there).
  return mode === 'production' ? [shell, serviceWorkerConfig(mode)] : shell;
};
