// The public site WITHOUT Module Federation: the same sources, loaders and HTML template as
// public-site/webpack.config.js, entering at src/standalone.tsx directly (no async boundary,
// nothing shared at run time). `pnpm bench` builds it into bench/.out/standalone and serves it
// with the bench's static server (src/static-server.ts) to measure what federation costs.
const path = require('node:path');

const site = path.resolve(__dirname, '../public-site');
const fromSite = (name) => require(require.resolve(name, { paths: [site] }));
const HtmlWebpackPlugin = fromSite('html-webpack-plugin');
const webpack = fromSite('webpack');
const CopyPublicPlugin = require('../tools/build/copy-public-plugin');
const PrecompressPlugin = require('../tools/build/precompress-plugin');
const { withResponsiveImages } = require('../tools/build/responsive-images');

// The same responsive-image loader (`?widths=…&responsive` imports: the logo's AVIF/WebP set) as
// the federated build: without it the logo import was a plain URL and the page threw at start.
module.exports = withResponsiveImages({
  mode: 'production',
  context: site,
  entry: './src/standalone.tsx',
  devtool: 'source-map', // as the federated build, so best-practices scores compare alike
  target: 'web',
  output: {
    path: path.join(__dirname, '.out/standalone'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
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
          loader: require.resolve('ts-loader', { paths: [site] }),
          options: {
            transpileOnly: true,
            configFile: path.join(site, 'tsconfig.json'),
            compilerOptions: { noEmit: false, module: 'esnext' },
          },
        },
      },
      { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource' },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({ __DDS_RELEASE__: JSON.stringify('bench-standalone') }),
    new HtmlWebpackPlugin({ template: path.join(site, 'public/index.html'), inject: 'body', scriptLoading: 'defer' }),
    new CopyPublicPlugin(path.join(site, 'public'), ['index.html']),
    // The same .br/.gz twins as the federated build, so both are measured compressed alike.
    new PrecompressPlugin(),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
});
