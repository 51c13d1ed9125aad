const path = require('node:path');
const { createConfig } = require('../tools/build/webpack-common');

// Remote: exposes its route table (every /admin screen). `src/index.ts` is the standalone entry the
// admin team runs with `pnpm --filter @dds/admin-panel dev` (API proxied to the server on :8080).
module.exports = (_env, argv) =>
  createConfig({
    dir: __dirname,
    mode: argv.mode || 'production',
    htmlTemplate: path.join(__dirname, 'public/index.html'),
    devPort: 3002,
    federation: {
      name: 'admin_panel',
      filename: 'remoteEntry.js',
      exposes: require('./exposes'),
    },
  });
