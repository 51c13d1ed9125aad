const path = require('node:path');
const { createConfig } = require('../tools/webpack-common');
const CopyPublicPlugin = require('../tools/copy-public-plugin');
const { withResponsiveImages } = require('../tools/responsive-images');

// Remote: exposes its route table and the frame of its pages; the shell decides when to show them.
// `src/index.ts` is the standalone entry the public-site team runs with `pnpm --filter @dds/public-site dev`.
module.exports = (_env, argv) =>
  withResponsiveImages(
    createConfig({
      dir: __dirname,
      mode: argv.mode || 'production',
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      devPort: 3001,
      federation: {
        name: 'public_site',
        filename: 'remoteEntry.js',
        exposes: {
          './routes': './src/routes.tsx',
          './Header': './src/layout/header.tsx',
          './Footer': './src/layout/footer.tsx',
          // Header + page + footer as the server renders them: the shell hydrates inside it.
          // Header and Footer stay exposed for shells older than the Layout.
          './Layout': './src/layout/public-layout.tsx',
        },
      },
      extraPlugins: [new CopyPublicPlugin(path.join(__dirname, 'public'), ['index.html'])],
    }),
  );
