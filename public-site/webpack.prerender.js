const path = require('node:path');
const webpack = require('webpack');
const { releaseLabel } = require('../tools/webpack-common');

// A Node build of the public pages for prerendering (scripts/prerender.mjs). Asset URLs get a
// placeholder the server replaces with wherever the remote is deployed (PUBLIC_SITE_URL).
module.exports = {
  mode: 'production',
  target: 'node',
  context: __dirname,
  entry: './src/prerender/render-page.tsx',
  output: {
    path: path.join(__dirname, '.prerender'),
    filename: 'render-page.js',
    library: { type: 'commonjs2' },
    publicPath: '__DDS_PUBLIC_SITE_URL__/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { noEmit: false, module: 'esnext' } },
        },
      },
    ],
  },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new webpack.DefinePlugin({ __DDS_RELEASE__: JSON.stringify(releaseLabel(__dirname)) }),
  ],
  optimization: { minimize: false },
  stats: 'errors-warnings',
};
