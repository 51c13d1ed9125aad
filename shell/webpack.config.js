const path = require('node:path');
const CopyPublicPlugin = require('../tools/copy-public-plugin');
const { createConfig } = require('../tools/webpack-common');

// The host. It declares no remotes at build time: it reads /remotes.json at start and registers
// the remotes' manifests with the federation runtime, so remote URLs are a deploy-time choice.
module.exports = (_env, argv) =>
  createConfig({
    dir: __dirname,
    mode: argv.mode || 'production',
    publicPath: '/',
    htmlTemplate: path.join(__dirname, 'public/index.html'),
    devPort: 3000,
    federation: {
      name: 'shell',
      remotes: {},
      runtimePlugins: [path.join(__dirname, 'src/federation/remote-fallback-plugin.ts')],
    },
    extraPlugins: [new CopyPublicPlugin(path.join(__dirname, 'public'), ['index.html'])],
  });
