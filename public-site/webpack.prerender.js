const path = require('node:path');
const webpack = require('webpack');
const { releaseLabel } = require('../tools/build/webpack-common');
const { withResponsiveImages } = require('../tools/build/responsive-images');

// A Node build of the public pages: scripts/prerender.mjs renders every page with it at build time,
// and the server loads it (dist/server/, named in dist/prerender/manifest.json) to render a page at
// request time, e.g. the answer to a form posted before the app loaded. The hash in its name lets
// the server load a newly deployed release beside the old one. Asset URLs get a placeholder the
// server replaces with wherever the remote is deployed (PUBLIC_SITE_URL).
// The images and the Devanagari font themselves come from the browser build (same names: they are
// named by content, with the browser build's assetModuleFilename).
module.exports = withResponsiveImages(
  {
    mode: 'production',
    target: 'node',
    context: __dirname,
    entry: './src/prerender/render-page.tsx',
    output: {
      path: path.join(__dirname, 'dist/server'),
      filename: 'render-page.[contenthash:8].js',
      library: { type: 'commonjs2' },
      publicPath: '__DDS_PUBLIC_SITE_URL__/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
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
        { test: /\.woff2$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __DDS_RELEASE__: JSON.stringify(releaseLabel(__dirname)) }),
    ],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  },
  { emit: false },
);
